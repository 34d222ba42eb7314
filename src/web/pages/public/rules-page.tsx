import { Link } from 'react-router';
import { commonMessages, gameMessages, nav, webMessages } from '../../../domain/messages.ts';
import { count, nouns } from '../../../domain/numerals.ts';
import { paths } from '../../../domain/paths.ts';
import { POINTS } from '../../../domain/scoring.ts';
import { PageTitle } from '../../components/page-title.tsx';

const scoring = [
  {
    what: 'Scor exact',
    when: 'Ai ghicit exact scorul final al meciului.',
    points: count(POINTS.exactScore, nouns.points),
  },
  {
    what: 'Golurile unei singure echipe',
    when: 'Nu ai ghicit scorul exact, dar ai ghicit corect numărul de goluri marcate de una dintre echipe.',
    points: count(POINTS.oneTeamGoals, nouns.points),
  },
  {
    what: 'Cartonașe corecte',
    when: 'Alegerea ta 1, X sau 2 la cartonașe este cea corectă.',
    points: count(POINTS.cards, nouns.points),
  },
  {
    what: 'Cornere corecte',
    when: 'Alegerea ta 1, X sau 2 la cornere este cea corectă.',
    points: count(POINTS.corners, nouns.points),
  },
  {
    what: 'Bonus echipa favorită',
    when: 'Echipa ta favorită câștigă meciul și ai făcut cel puțin o predicție la acel meci. Bonusul se acordă o singură dată pe meci.',
    points: `+${count(POINTS.favouriteWin, nouns.points)}`,
  },
];

export function RulesPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle
        title={webMessages.rulesTitle}
        description="Regulamentul oficial Prezice: cum faci predicții la meciurile din Liga 1, termenul limită, punctajul, clasamentele și conturile."
      >
        Cum se joacă, cum se acordă punctele și cum se stabilesc clasamentele.
      </PageTitle>

      <div className="prose-page rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h2>1. Cum se joacă</h2>
        <p>
          Pentru fiecare meci al etapei curente din Liga 1 poți face cel mult trei predicții, câte una din fiecare
          categorie:
        </p>
        <ul>
          <li>
            <strong>{gameMessages.scoreLabel}</strong>: numărul de goluri marcate de echipa gazdă și de echipa oaspete.
          </li>
          <li>
            <strong>{gameMessages.cardsLabel}</strong>: 1 dacă gazdele primesc mai multe cartonașe, X dacă ambele echipe
            primesc același număr, 2 dacă oaspeții primesc mai multe.
          </li>
          <li>
            <strong>{gameMessages.cornersLabel}</strong>: 1 dacă gazdele obțin mai multe cornere, X la egalitate, 2 dacă
            oaspeții obțin mai multe.
          </li>
        </ul>
        <p>
          Predicțiile se fac din pagina <Link to={paths.matches}>{nav.matches}</Link>. Poți completa categoriile pe
          rând, dar o predicție deja salvată nu mai poate fi modificată, așa că verifică-ți alegerile înainte de a le
          trimite.
        </p>

        <h2>2. Termenul limită</h2>
        <p>
          Predicțiile pentru un meci se închid cu <strong>2 ore înainte de ora de începere</strong> a meciului. Ora
          oficială a jocului este ora României, iar toate datele și orele din site sunt afișate în această oră. După
          termenul limită, meciul apare cu mențiunea „{gameMessages.deadlinePassed}” și nu mai acceptă predicții.
        </p>
        <p>
          Se pot prezice doar meciurile etapei curente. Un meci care are deja un rezultat (fie și numai cartonașele sau
          cornerele) nu mai acceptă predicții, chiar dacă termenul limită nu a trecut și chiar dacă ora de începere se
          mută.
        </p>

        <h2>3. Punctajul</h2>
        <p>Punctele se acordă după ce rezultatul final al meciului a fost introdus de administratori:</p>
        <div className="mb-4 overflow-hidden rounded-xl ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Punctajul predicțiilor</caption>
            <thead className="bg-brand text-white">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Predicție
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Puncte
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {scoring.map((row) => (
                <tr key={row.what} className="even:bg-slate-50">
                  <th scope="row" className="px-4 py-3 align-top font-normal text-slate-700">
                    <span className="block font-semibold text-ink">{row.what}</span>
                    {row.when}
                  </th>
                  <td className="px-4 py-3 text-right align-top font-bold whitespace-nowrap text-brand-dark">
                    {row.points}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          La scor se acordă fie {count(POINTS.exactScore, nouns.points)} pentru scorul exact, fie{' '}
          {count(POINTS.oneTeamGoals, nouns.points)} pentru golurile unei singure echipe, niciodată amândouă. Până la
          introducerea rezultatului, predicția apare ca „{gameMessages.matchNotFinal}”. Dacă rezultatul la cartonașe sau
          la cornere nu este înregistrat, categoria respectivă nu se punctează. Un rezultat corectat de administratori
          duce la recalcularea punctelor.
        </p>

        <h2>4. Clasamentele</h2>
        <ul>
          <li>
            <strong>Clasamentul etapei</strong> (Etapă) cuprinde punctele obținute în etapa curentă. El pornește de la
            zero la începutul fiecărei etape noi.
          </li>
          <li>
            <strong>Clasamentul general</strong> (Total) cuprinde toate punctele strânse de-a lungul sezonului, inclusiv
            bonusurile.
          </li>
        </ul>
        <p>
          Ambele clasamente pot fi consultate în pagina <Link to={paths.leaderboard}>{nav.leaderboard}</Link>.
          Câștigătorii etapelor și eventualele premii sunt publicate în pagina{' '}
          <Link to={paths.announcements}>{nav.announcements}</Link>.
        </p>

        <h2>5. Departajarea</h2>
        <p>
          Participanții cu același număr de puncte împart același loc în clasament (de exemplu 1, 2, 2, 4) și sunt
          afișați în ordinea alfabetică a numelui de utilizator.
        </p>

        <h2>6. Conturile</h2>
        <p>Fiecare participant poate avea un singur cont. Un cont se obține în unul dintre aceste două moduri:</p>
        <ul>
          <li>
            este creat de un moderator în timpul unei transmisiuni video live, iar datele de autentificare îți sunt
            trimise prin e-mail;
          </li>
          <li>
            îl creezi singur din pagina de <Link to={paths.register}>înregistrare</Link> și îl confirmi cu codul primit
            prin SMS pe numărul tău de telefon.
          </li>
        </ul>
        <p>
          Conturile neverificate nu pot participa la joc: nu pot face predicții, nu pot posta, aprecia sau comenta.
          Conturile multiple ale aceleiași persoane pot fi suspendate, iar punctele lor pot fi anulate.
        </p>

        <h2>7. Corectitudine</h2>
        <p>
          Administratorii pot ajusta punctele unui participant, cu o motivare, atunci când constată încălcări ale
          regulamentului sau erori de punctare. Detalii găsești în{' '}
          <Link to={paths.terms}>{webMessages.termsTitle}</Link>.
        </p>

        <h2>8. Joc gratuit</h2>
        <p>
          {commonMessages.free} Participarea nu presupune nicio plată și nicio miză, iar punctele nu au valoare
          bănească.
        </p>
      </div>
    </article>
  );
}
