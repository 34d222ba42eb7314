import { count } from '../../../domain/numerals.ts';

// Labels of the registration wizard and of the verification screen that the specification leaves to us.
// The rule messages themselves live in src/domain (authMessages, registrationMessages).

export const registrationTexts = {
  pageTitle: 'Creează-ți contul',
  pageDescription: 'Înscrie-te gratuit în Prezice și fă predicții la meciurile din Liga 1.',
  steps: ['Date Personale', 'Securitate', 'Preferințe'] as const,
  progressLabel: 'Pașii înregistrării',
  stepOf: (n: number, total: number) => `Pasul ${n} din ${total}`,
  back: 'Înapoi',
  next: 'Continuă',
  finish: 'Finalizează Înregistrarea',
  username: 'Username',
  usernameHint: 'Litere, cifre, - și _ (între 3 și 30 de caractere).',
  usernameChecking: 'Se verifică disponibilitatea...',
  email: 'Email',
  phone: 'Telefon',
  phoneCountry: 'Țara',
  phoneNumber: 'Număr de telefon',
  phoneHint: 'Vei primi un cod de verificare prin SMS.',
  password: 'Parolă',
  confirmPassword: 'Confirmă parola',
  favTeam: 'Echipa favorită',
  teamSearchPlaceholder: 'Caută echipa favorită...',
  noTeams: 'Nu s-au găsit echipe',
  teamsLoading: 'Se încarcă echipele...',
  teamsCount: (n: number) => count(n, ['echipă găsită', 'echipe găsite']),
  clearTeam: (name: string) => `Șterge echipa selectată: ${name}`,
  selectedTeam: 'Echipa aleasă',
  youtube: 'Canal YouTube (opțional)',
  instagram: 'Profil Instagram (opțional)',
  robotCheck: 'Verificare anti-robot',
  robotLoading: 'Se încarcă verificarea anti-robot...',
  termsBefore: 'Accept ',
  termsLink: 'Termenii și Condițiile',
  haveAccount: 'Ai deja cont? Autentifică-te',
  verifyIntro: (phone: string | null) =>
    phone
      ? `Am trimis un cod de 6 cifre prin SMS la ${phone}. Introdu-l mai jos pentru a-ți activa contul.`
      : 'Introdu codul de 6 cifre primit prin SMS pentru a-ți activa contul.',
  verifyFor: (username: string) => `Cont: ${username}`,
  codeHint: 'Codul are 6 cifre și este valabil 10 minute.',
  resend: 'Retrimite codul',
  resendIn: (time: string) => `Poți cere un cod nou în ${time}`,
  resent: 'Ți-am trimis un cod nou.',
  noPending: 'Nu există nicio verificare în curs. Autentifică-te pentru a-ți verifica numărul de telefon.',
  toLogin: 'Mergi la autentificare',
} as const;
