import { count, type NounForms } from '../../../domain/numerals.ts';
import { reminderReach } from '../../../domain/reminder-reach.ts';
import type { ReminderSettingsAnswer } from '../../../domain/reminders.schemas.ts';

// Texts of the reminders: the profile's section, the matches page's offer and the unsubscribe page.

const devices: NounForms = ['dispozitiv', 'dispozitive'];

/** 'A, B și C' */
function joinAnd(parts: string[]): string {
  return parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} și ${parts.at(-1)}`;
}

/**
 * The confirmation after a save: what will actually reach the player (reminder-reach.ts), so browser notifications
 * are named only when the server sends them and a browser of the player's allowed them.
 */
export function savedSummary(a: ReminderSettingsAnswer): string {
  const reach = reminderReach(a);
  const how = [reach.push && 'notificări în browser', reach.email && 'e-mail'].filter((x): x is string => !!x);
  const when = [a.before24h && 'cu 24 de ore', a.before3h && 'cu 3 ore'].filter((x): x is string => !!x);
  if (how.length === 0 && when.length > 0 && a.push) {
    return 'Alegerile au fost salvate, dar deocamdată nu primești mementouri: notificările în browser nu ajung la tine. Bifează „E-mail” ca să le primești pe e-mail.';
  }
  if (how.length === 0) return 'Alegerile au fost salvate: nu îți mai trimitem mementouri.';
  return `Alegerile au fost salvate: îți amintim prin ${joinAnd(how)}, ${joinAnd(when)} înainte de termenul limită, doar de meciurile pe care nu le-ai prezis.`;
}

export const remindersMessages = {
  title: 'Mementouri',
  intro: 'Îți amintim doar de meciurile pe care nu le-ai prezis încă.',
  howLegend: 'Cum îți amintim',
  push: 'Notificări în browser',
  email: 'E-mail',
  whenLegend: 'Când',
  before24h: 'Cu 24 de ore înainte de termenul limită',
  before3h: 'Cu 3 ore înainte de termenul limită',
  save: 'Salvează mementourile',
  loading: 'Se încarcă mementourile',
  loadFailed: 'Nu s-au putut încărca mementourile.',
  saveFailed: 'Nu s-au putut salva mementourile. Încearcă din nou.',
  unavailable: 'Notificările nu sunt disponibile acum. Poți primi mementouri pe e-mail.',
  unsupported: 'Browserul tău nu acceptă notificări. Poți primi mementouri pe e-mail.',
  noWorker:
    'Notificările nu pot fi pornite încă în acest browser: aplicația nu s-a instalat complet. Reîncarcă pagina sau alege e-mailul.',
  denied:
    'Ai blocat notificările pentru acest site. Le poți permite din setările browserului; până atunci poți primi mementouri pe e-mail.',
  subscribedHere: 'Acest browser primește notificări.',
  notSubscribedHere:
    'Acest browser nu primește încă notificări: cu „Notificări în browser” bifat, salvează și permite-le când browserul întreabă.',
  devices: (n: number) => `Notificările ajung pe ${count(n, devices)}.`,
  pushRefused: 'Nu ai permis notificările, așa că nu le-am pornit în acest browser.',
  pushFailed: 'Nu am putut porni notificările în acest browser. Încearcă din nou sau alege e-mailul.',
  offerTitle: 'Vrei să-ți amintim de meciurile pe care nu le-ai prezis?',
  offerText: 'Îți trimitem o notificare înainte de termenul limită, doar pentru meciurile fără predicție.',
  offerYes: 'Da, anunță-mă',
  offerNo: 'Nu acum',
  offerDone: 'Gata! Îți amintim în acest browser de meciurile pe care nu le-ai prezis.',
  offerSettings: 'Alege când, din profil',
  unsubscribeTitle: 'Dezabonare de la mementouri',
  unsubscribeDescription: 'Oprește mementourile Prezice trimise pe e-mail.',
  unsubscribeIntro:
    'Apasă butonul și nu vei mai primi mementouri pe e-mail. Notificările în browser rămân cum le-ai ales.',
  unsubscribeButton: 'Dezabonează-mă de la e-mailuri',
  unsubscribeDone: 'Te-ai dezabonat: nu vei mai primi mementouri pe e-mail.',
  unsubscribeBadLink: 'Linkul de dezabonare nu este valid.',
  unsubscribeFailed: 'Dezabonarea nu a reușit. Încearcă din nou.',
  toProfile: 'Schimbă mementourile din profil',
} as const;
