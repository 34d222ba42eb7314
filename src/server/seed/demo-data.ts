// The fixed texts of the demo data: players, posts, comments, announcements, prizes.
import { paths } from '../../domain/paths.ts';
import { escapeXml } from './emblems.ts';

export const DEMO_PASSWORD = 'prezice-demo';
export const DEMO_EMAIL_DOMAIN = 'demo.prezice.ro';
/** The seed of the pseudo-random generator: the same data on every run, only times move with `now`. */
export const DEMO_RANDOM_SEED = 20_251_016;

/** The first one is the demo account printed at start. */
export const DEMO_USERNAMES = [
  'demo',
  'andrei_popescu',
  'ultras_rapid',
  'mihai_ionescu',
  'elena_dumitru',
  'stelistul_89',
  'cfr_forever',
  'olteanul_craiova',
  'ioana_stan',
  'vlad-georgescu',
  'dinamovistu',
  'cristi_marin',
  'bogdan_radu',
  'alexandra_pop',
  'petrolistul',
  'farul_mania',
  'gabi_constantin',
  'sorin_tudor',
  'ana_munteanu',
  'marius_ene',
  'U_Cluj_fan',
  'radu_lazar',
  'stefan_dobre',
  'tudor_matei',
  'andreea_vasile',
  'lupii_galbeni',
  'florin_nistor',
  'corina_barbu',
  'ionut_ciobanu',
  'razvan_moldovan',
] as const;

/** A few players with social links; everybody else has ''. */
export const DEMO_SOCIAL: Record<string, { youtube?: string; instagram?: string }> = {
  ultras_rapid: { youtube: 'https://www.youtube.com/@ultrasrapid' },
  stelistul_89: { instagram: 'https://www.instagram.com/stelistul_89' },
  olteanul_craiova: {
    youtube: 'https://www.youtube.com/@olteanulcraiova',
    instagram: 'https://www.instagram.com/olteanul.craiova',
  },
  alexandra_pop: { instagram: 'https://www.instagram.com/alexandra.pop' },
  farul_mania: { youtube: 'https://www.youtube.com/@farulmania' },
  andreea_vasile: { instagram: 'https://www.instagram.com/andreea.vasile' },
};

export interface DemoPostText {
  text: string;
  approved: boolean;
  /** A generated picture with this caption. */
  image?: string;
  /** Written by the demo account (so it sees its own pending post). */
  byDemo?: boolean;
}

export const DEMO_POSTS: DemoPostText[] = [
  {
    text: 'Ce meci am văzut aseară! Atmosferă incredibilă în tribune, iar golul din minutul 89 a fost exact ce trebuia. Cine a prezis scorul corect?',
    approved: true,
    image: 'Atmosferă de meci mare',
  },
  {
    text: 'Etapa asta merg pe surprize: cred că oaspeții vor lua puncte în cel puțin trei meciuri. Voi ce ziceți?',
    approved: true,
  },
  {
    text: 'Am ratat scorul exact la un singur gol diferență… data viitoare nu mai pun 2-2 din inimă, ci din cap. 😅',
    approved: true,
  },
  {
    text: 'Pentru cine e nou: predicțiile se închid cu două ore înainte de fluierul de start. Nu lăsați totul pe ultima sută de metri!',
    approved: true,
    byDemo: true,
  },
  {
    text: 'Derby-ul de weekend decide multe la vârful clasamentului. Eu zic X la cartonașe, vor fi nervi din ambele părți.',
    approved: true,
  },
  {
    text: 'Stadionul plin, fulare sus, iar echipa a răspuns pe teren. Așa arată fotbalul românesc când e sărbătoare!',
    approved: true,
    image: 'Tribuna plină, fulare sus',
  },
  {
    text: 'Cornere: statistic, gazdele au mai multe în 60% din meciuri. Merită să țineți cont când alegeți 1X2.',
    approved: true,
  },
  {
    text: 'Felicitări câștigătorilor etapei trecute! Anul ăsta vreau și eu tricoul oficial.',
    approved: true,
  },
  {
    text: 'Prima mea postare aici: abia aștept etapa următoare și sper să urc în clasament!',
    approved: false,
    byDemo: true,
  },
  {
    text: 'Cineva știe la ce oră se joacă meciul de luni? Vreau să îmi fac predicțiile din timp.',
    approved: false,
  },
];

export const DEMO_COMMENTS = [
  'Total de acord!',
  'Eu am pus 1-0, am fost aproape.',
  'Vedem duminică cine are dreptate 😄',
  'Foarte bună observația cu cornerele.',
  'Hai că se poate, etapa asta e a noastră!',
  'Nu cred, gazdele sunt în formă bună.',
  'Am prins scorul exact, 100 de puncte în cont!',
  'Bravo, bună analiză!',
  'Eu zic că marchează ambele echipe, am pus 2-1.',
  'Ce atmosferă! Păcat că n-am fost acolo.',
  'Arbitrajul a fost cam slab, dar rezultatul e corect.',
  'Sfat bun, mersi!',
  'Sper să câștige echipa mea favorită, am nevoie de bonus.',
  'Clasamentul e foarte strâns anul ăsta.',
];

export const DEMO_PRIZES = ['Tricou oficial', 'Fular oficial', 'Minge oficială'];

export interface DemoAnnouncement {
  title: string;
  slug: string;
  content: string;
  /** Days before now. */
  daysAgo: number;
}

/** A link as the announcement editor stores it (every link opens in a new tab). */
const link = (href: string, text: string) =>
  `<a target="_blank" rel="noopener noreferrer nofollow" href="${href}">${text}</a>`;

export const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    title: 'Bine ai venit pe Prezice!',
    slug: 'bine-ai-venit-pe-prezice',
    daysAgo: 30,
    content: [
      '<h2>Jocul de predicții al Ligii 1</h2>',
      '<p><strong>Prezice</strong> este un joc gratuit: alegi scorul, cartonașele și cornerele fiecărui meci și strângi puncte.</p>',
      '<h3>Cum se punctează</h3>',
      '<ul><li><p>Scor exact: <strong>100 de puncte</strong></p></li>',
      '<li><p>Numărul de goluri al unei echipe ghicit: <strong>30 de puncte</strong></p></li>',
      '<li><p>Cartonașe sau cornere 1X2 corecte: <strong>40 de puncte</strong> fiecare</p></li></ul>',
      '<p><em>Predicțiile se închid cu două ore înainte de începerea meciului.</em></p>',
    ].join(''),
  },
  {
    title: 'Bonusul echipei favorite',
    slug: 'bonusul-echipei-favorite',
    daysAgo: 21,
    content: [
      '<h2>Susține-ți echipa și câștigă puncte în plus</h2>',
      '<p>Când echipa ta favorită câștigă un meci pe care l-ai prezis, primești <strong>30 de puncte bonus</strong>, o singură dată pe meci.</p>',
      '<ol><li><p>Alege echipa favorită la înregistrare.</p></li>',
      '<li><p>Fă cel puțin o predicție la meciurile ei.</p></li>',
      '<li><p>Bucură-te de <u>victorie</u> și de bonus!</p></li></ol>',
      '<p>Bonusul <s>se acordă doar pentru scorul exact</s> se acordă pentru orice predicție făcută la acel meci.</p>',
    ].join(''),
  },
  {
    title: 'Cum a prezis comunitatea etapa curentă',
    slug: 'cum-a-prezis-comunitatea-etapa-curenta',
    daysAgo: 2,
    content: [
      '<h2>Statisticile etapei</h2>',
      `<p>Vezi ce au ales ceilalți jucători la fiecare meci al etapei: cât la sută au mers pe 1, X sau 2 la scor, la cartonașe și la cornere. Le găsești în secțiunea ${link(paths.roundStats, 'Statisticile Etapei')}.</p>`,
      `<p>Predicțiile tale le faci în ${link(paths.matches, 'Prezice Meciuri')}, până cu două ore înainte de fiecare meci, iar locul tău îl vezi în ${link(paths.leaderboard, 'Clasament')}.</p>`,
      `<p>Programul complet al etapei este publicat pe ${link('https://lpf.ro', 'site-ul Ligii Profesioniste de Fotbal')}.</p>`,
      '<p><em>Jocul este gratuit: strângi puncte, nu bani.</em></p>',
    ].join(''),
  },
];

export interface WinnerLine {
  username: string;
  points: number;
  prize: string;
}

/** The announcement naming a finished round's winners. */
export function winnersAnnouncement(roundName: string, winners: WinnerLine[], daysAgo: number): DemoAnnouncement {
  const items = winners
    .map(
      (w, i) =>
        `<li><p><strong>Locul ${i + 1}: ${escapeXml(w.username)}</strong>, ${w.points} de puncte (premiu: ${escapeXml(w.prize)})</p></li>`,
    )
    .join('');
  return {
    title: `Câștigătorii din ${roundName}`,
    slug: `castigatorii-din-${roundName.toLowerCase().replace(/\s+/g, '-')}`,
    daysAgo,
    content: [
      `<h1>Felicitări câștigătorilor din ${escapeXml(roundName)}!</h1>`,
      '<p>Etapa s-a încheiat și clasamentul este final. Iată podiumul:</p>',
      `<ol>${items}</ol>`,
      '<p>Premiile vor fi trimise în cel mai scurt timp. <em>Mult succes în etapa următoare!</em></p>',
    ].join(''),
  };
}
