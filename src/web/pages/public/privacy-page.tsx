import { Link } from 'react-router';
import { DELETION_GRACE_DAYS } from '../../../domain/gdpr.ts';
import { webMessages } from '../../../domain/messages.ts';
import { count, nouns } from '../../../domain/numerals.ts';
import { paths } from '../../../domain/paths.ts';
import { getAppConfig } from '../../app-config.ts';
import { PageTitle } from '../../components/page-title.tsx';

// What is kept about a player and for how long. The durations are the code's: EXPORT_TTL_HOURS and
// ACCOUNT_DELETION_GRACE_HOURS (src/domain/gdpr.ts), the 30-day tokens (src/server/http/jwt.ts), the hourly sweeps
// (src/server/run-server.ts) and the backups' 14 days of the README's example.

const grace = count(DELETION_GRACE_DAYS, nouns.days);

export function PrivacyPage() {
  const { siteName, contactEmail } = getAppConfig();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle
        title={webMessages.privacyTitle}
        description="Ce date păstrează Prezice despre jucători, de ce și cât timp: contul, predicțiile, sesiunile, arhiva datelor tale și ștergerea contului."
      >
        Ce date păstrăm despre tine și cât timp.
      </PageTitle>

      <div className="prose-page rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <p>
          {siteName} păstrează doar datele de care jocul are nevoie. Din profilul tău îți poți descărca oricând toate
          datele sau îți poți șterge contul. Pentru orice întrebare ne scrii la{' '}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. Regulile jocului sunt în{' '}
          <Link to={paths.terms}>{webMessages.termsTitle}</Link>.
        </p>

        <h2>Ce păstrăm și cât timp</h2>
        <ul>
          <li>
            <strong>Contul</strong>: numele de utilizator, e-mailul, telefonul (confirmat prin SMS), echipa favorită,
            avatarul, linkurile YouTube și Instagram, parola (doar criptată, niciodată în clar). Cât timp ai cont.
          </li>
          <li>
            <strong>Predicțiile și punctele</strong> (inclusiv bonusurile și corecțiile de punctaj): cât timp ai cont;
            după ștergerea contului, cele ale meciurilor jucate rămân anonime, sub numele „jucător șters”, ca să nu se
            schimbe clasamentele celorlalți; cele ale meciurilor încă nejucate se șterg.
          </li>
          <li>
            <strong>Postările, comentariile, aprecierile și fișierele încărcate</strong>: până le ștergi tu, un
            moderator sau până la ștergerea contului.
          </li>
          <li>
            <strong>Ligile private</strong>: ligile pe care le deții și cele în care intri, până pleci din ele sau până
            la ștergerea contului.
          </li>
          <li>
            <strong>Mementourile</strong>: preferințele tale, browserele abonate la notificări și ce memento ți-am
            trimis, până le oprești sau până la ștergerea contului. Linkul calendarului personal, până îl reînnoiești.
          </li>
          <li>
            <strong>Sesiunile</strong> (dispozitivele conectate): cel mult {count(30, nouns.days)}, apoi se șterg
            automat; la deconectare, imediat.
          </li>
          <li>
            <strong>Codurile trimise prin SMS și e-mail</strong>: un cod SMS e valabil 10 minute, un cod de resetare a
            parolei o oră; codurile expirate se șterg la curățenia orară.
          </li>
          <li>
            <strong>Jurnalele serverului</strong>: fiecare cerere lasă un rând tehnic (adresa, ruta, durata), folosit
            doar pentru funcționarea și securitatea site-ului. Mesajele trimise (e-mail, SMS) rămân în coada de lucru
            cel mult {count(7, nouns.days)}.
          </li>
          <li>
            <strong>Copiile de siguranță</strong>: baza de date și fișierele sunt copiate zilnic, iar o copie se
            păstrează {count(14, nouns.days)}; datele șterse dispar și din copii după acest interval.
          </li>
        </ul>

        <h2>Descarcă datele tale</h2>
        <p>
          Din <Link to={paths.user}>profilul tău</Link>, „Descarcă datele mele” pregătește o arhivă ZIP cu tot ce
          păstrăm despre tine (un fișier JSON) și fișierele pe care le-ai încărcat. Linkul funcționează 24 de ore, doar
          pentru tine, apoi arhiva se șterge.
        </p>

        <h2>Ștergerea contului</h2>
        <p>
          Din profil, „Șterge contul” îți cere parola și confirmarea. Contul este deconectat și rămâne {grace} în
          așteptare: dacă intri din nou în cont în acest timp, ștergerea se anulează. După {grace} ștergem datele
          contului, postările, comentariile, aprecierile, fișierele, apartenența la ligi (o ligă pe care o deții trece
          la cel mai vechi membru sau se închide dacă ești singur în ea), sesiunile, mementourile, abonamentele la
          notificări, linkul calendarului și codurile. Numele și e-mailul tău pot fi apoi folosite din nou la
          înregistrare. Predicțiile meciurilor jucate și punctele rămân, anonime, sub numele „jucător șters”.
        </p>
        <p>La cererea ta, scrisă la adresa de contact, un administrator poate face aceleași lucruri în locul tău.</p>
      </div>
    </article>
  );
}
