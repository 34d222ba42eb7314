import { Link } from 'react-router';
import { commonMessages, nav, webMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { getAppConfig } from '../../app-config.ts';
import { PageTitle } from '../../components/page-title.tsx';

export function TermsPage() {
  const { siteName, contactEmail } = getAppConfig();
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle
        title={webMessages.termsTitle}
        description="Termenii și condițiile de utilizare a jocului gratuit de predicții Prezice: înregistrare, participare, bonusuri, date personale și drepturile utilizatorilor."
      >
        Condițiile în care poți folosi site-ul și participa la joc.
      </PageTitle>

      <div className="prose-page rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p>
          Prin crearea unui cont sau prin folosirea site-ului {siteName} accepți termenii și condițiile de mai jos,
          împreună cu <Link to={paths.rules}>{webMessages.rulesTitle}</Link>, care face parte din acești termeni.
        </p>

        <h2>1. Operatorul</h2>
        <p>
          Site-ul și jocul {siteName} sunt administrate de echipa {siteName} (denumită în continuare „operatorul”).
          Pentru orice întrebare, sesizare sau cerere ne poți scrie la adresa {mail}.
        </p>

        <h2>2. Înregistrarea și verificarea prin SMS</h2>
        <p>
          Pentru a participa ai nevoie de un cont. Contul poate fi creat de un moderator în timpul unei transmisiuni
          video live, caz în care datele de autentificare îți sunt trimise prin e-mail, sau îl poți crea singur din
          pagina de <Link to={paths.register}>înregistrare</Link>.
        </p>
        <p>
          La înregistrarea online îți confirmi numărul de telefon cu un cod primit prin SMS. Conturile care nu au fost
          confirmate prin SMS nu pot participa la activitățile jocului (predicții, postări, aprecieri, comentarii).
          Datele furnizate la înregistrare trebuie să fie reale și să îți aparțină.
        </p>

        <h2>3. Reguli de participare</h2>
        <ul>
          <li>Fiecare persoană poate avea un singur cont, folosit doar de ea.</li>
          <li>Ești responsabil pentru păstrarea confidențialității parolei tale.</li>
          <li>
            Predicțiile se fac până la termenul limită, cu 2 ore înainte de începerea meciului, ora României, conform
            regulamentului.
          </li>
          <li>
            Postările și comentariile trebuie să fie decente; conținutul ofensator, discriminatoriu, ilegal sau
            publicitar nu este permis. Postările sunt publicate după aprobarea administratorilor.
          </li>
        </ul>

        <h2>4. Bonusuri și premii</h2>
        <p>
          Victoria echipei tale favorite îți aduce un bonus acordat o singură dată pe meci, dacă ai făcut cel puțin o
          predicție la acel meci. Echipa favorită se alege la înregistrare și nu mai poate fi schimbată ulterior.
        </p>
        <p>
          Operatorul poate oferi premii câștigătorilor unor etape. Premiile, condițiile lor și câștigătorii sunt
          anunțate în pagina <Link to={paths.announcements}>{nav.announcements}</Link>. Premiile nu pot fi preschimbate
          în bani, cu excepția cazului în care anunțul prevede altfel.
        </p>

        <h2>5. Disciplină</h2>
        <p>
          Administratorii pot ajusta punctele unui participant, cu indicarea motivului, atunci când constată încălcări
          ale regulamentului sau erori de punctare. În cazuri grave sau repetate, contul poate fi suspendat ori șters,
          iar participantul poate fi exclus din clasamente și de la premii.
        </p>

        <h2>6. Date personale</h2>
        <p>
          Prelucrăm datele tale (nume de utilizator, adresă de e-mail, număr de telefon, echipa favorită, conturi de
          social media opționale, avatar și activitatea din joc) doar pentru funcționarea jocului, verificarea contului,
          comunicarea cu tine și acordarea premiilor, în conformitate cu Regulamentul (UE) 2016/679 (GDPR).
        </p>
        <p>
          Adresa de e-mail și numărul de telefon nu sunt afișate public. Numele de utilizator, avatarul, echipa
          favorită, punctele și predicțiile la meciurile începute pot fi văzute de ceilalți participanți. Nu vindem
          datele tale unor terți.
        </p>

        <h2>7. Proprietate intelectuală</h2>
        <p>
          Conținutul site-ului (texte, grafică, structură, cod) aparține operatorului și nu poate fi copiat sau
          distribuit fără acord scris. Numele și însemnele echipelor aparțin titularilor lor. Prin publicarea unei
          postări sau a unui comentariu ne acorzi dreptul neexclusiv de a-l afișa în cadrul site-ului.
        </p>

        <h2>8. Jurisdicție</h2>
        <p>
          Acești termeni sunt guvernați de legea română. Neînțelegerile se rezolvă pe cale amiabilă, iar în lipsa unei
          înțelegeri sunt de competența instanțelor judecătorești din România.
        </p>

        <h2>9. Răspundere</h2>
        <p>
          Depunem toate eforturile pentru ca site-ul să funcționeze corect și fără întreruperi, însă nu putem garanta
          acest lucru în orice moment. Operatorul nu răspunde pentru pierderi cauzate de întreruperi tehnice, de erori
          ale surselor de date despre meciuri sau de folosirea informațiilor din site în alte scopuri, inclusiv pentru
          pariuri.
        </p>

        <h2>10. Drepturile utilizatorului</h2>
        <p>
          Ai dreptul de acces, rectificare și ștergere a datelor, dreptul la restricționarea prelucrării, dreptul la
          portabilitatea datelor și dreptul de opoziție. Le poți exercita scriindu-ne la {mail}. Ai și dreptul de a
          depune o plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal.
        </p>

        <h2>11. Fraudă</h2>
        <p>
          Sunt interzise conturile multiple, conturile create cu date false, folosirea de programe automate, exploatarea
          erorilor tehnice și orice înțelegere între participanți care denaturează clasamentele. Tentativele de fraudă
          duc la anularea punctelor, la pierderea dreptului la premii și la închiderea conturilor implicate.
        </p>

        <h2>12. Modificări</h2>
        <p>
          Putem modifica acești termeni și regulamentul. Versiunea în vigoare este cea publicată pe această pagină, iar
          schimbările importante sunt anunțate în pagina <Link to={paths.announcements}>{nav.announcements}</Link>.
          Continuarea participării după publicare înseamnă acceptarea noilor condiții.
        </p>

        <p className="mt-8 rounded-xl bg-brand-light p-4 font-medium text-brand-darker">{commonMessages.free}</p>
      </div>
    </article>
  );
}
