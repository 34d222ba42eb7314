import { count, nouns } from '../../../domain/numerals.ts';
import { paths } from '../../../domain/paths.ts';
import { POINTS } from '../../../domain/scoring.ts';
import { ButtonLink } from '../../components/button.tsx';
import { usePageMeta } from '../../components/page-title.tsx';
import { RouteNotice } from '../../features/layout/route-notice.tsx';
import { LeaguePanelsSlot } from '../../features/leagues/league-panels-slot.tsx';
import { SiteStatsStrip } from '../../features/site-stats/site-stats-strip.tsx';

const steps = [
  {
    title: 'Creează-ți contul',
    text: 'Înregistrează-te în câteva minute, confirmă-ți numărul de telefon prin SMS și alege-ți echipa favorită.',
  },
  {
    title: 'Fă-ți predicțiile',
    text: 'La fiecare meci al etapei curente alegi scorul exact, cine ia mai multe cartonașe și cine are mai multe cornere.',
  },
  {
    title: 'Câștigă puncte',
    text: `Scorul exact aduce ${count(POINTS.exactScore, nouns.points)}, cartonașele și cornerele câte ${POINTS.cards}, iar victoria echipei favorite îți dă un bonus.`,
  },
];

const coverage = [
  {
    icon: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2Zm-2 7h14v11H5Zm2 2v2h2v-2Zm4 0v2h2v-2Zm4 0v2h2v-2Zm-8 4v2h2v-2Zm4 0v2h2v-2Z',
    title: 'Fiecare etapă din Liga 1',
    text: 'Meciurile etapei curente apar în joc cu ora oficială a României și cu termenul limită afișat clar.',
  },
  {
    icon: 'M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2Zm0 18a8 8 0 1 1 8-8 8 8 0 0 1-8 8Zm0-14a6 6 0 1 0 6 6 6 6 0 0 0-6-6Zm0 10a4 4 0 1 1 4-4 4 4 0 0 1-4 4Zm0-6a2 2 0 1 0 2 2 2 2 0 0 0-2-2Z',
    title: 'Trei predicții pe meci',
    text: 'Scor corect, cartonașe 1X2 și cornere 1X2: mai multe moduri de a-ți arăta cunoștințele de fotbal.',
  },
  {
    icon: 'M18 3V2H6v1H2v4a4 4 0 0 0 4 4h.3A6 6 0 0 0 11 14.9V18H8v2h8v-2h-3v-3.1a6 6 0 0 0 4.7-3.9h.3a4 4 0 0 0 4-4V3ZM4 7V5h2v4a2 2 0 0 1-2-2Zm16 0a2 2 0 0 1-2 2V5h2Z',
    title: 'Clasament pe etapă și general',
    text: 'Te lupți pentru primul loc al etapei și pentru titlul de cel mai bun pronosticator al sezonului.',
  },
  {
    icon: 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2Zm3 5v2h10V8Zm0 4v2h7v-2Z',
    title: 'O comunitate de suporteri',
    text: 'Statisticile comunității, biletul etapei, biletele zilnice și postările celorlalți fani, într-un singur loc.',
  },
];

function PitchLines() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden opacity-15">
      <div className="absolute top-1/2 left-1/2 size-72 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white sm:size-96" />
      <div className="absolute inset-y-0 left-1/2 border-l-2 border-white" />
      <div className="absolute top-1/2 -left-16 h-64 w-40 -translate-y-1/2 border-2 border-white" />
      <div className="absolute top-1/2 -right-16 h-64 w-40 -translate-y-1/2 border-2 border-white" />
    </div>
  );
}

export function LandingPage() {
  usePageMeta(
    'Predicții gratuite pentru Liga 1',
    'Prezice: jocul gratuit de predicții pentru Liga 1. Ghicește scorul, cartonașele și cornerele, strânge puncte și urcă în clasament.',
  );
  return (
    <>
      <RouteNotice />
      <section className="on-dark relative isolate bg-gradient-to-br from-emerald-800 via-emerald-900 to-emerald-950 text-white">
        <PitchLines />
        <div className="relative mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
          <p className="inline-block rounded-full bg-white/10 px-4 py-1 text-sm font-semibold text-yellow-300">
            Liga 1 · Joc gratuit
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-black tracking-tight sm:text-6xl">
            Prezice meciurile din Liga 1 și urcă în clasament
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-emerald-50 sm:text-xl">
            Ghicește scorul exact, cine primește mai multe cartonașe și cine obține mai multe cornere. Strânge puncte la
            fiecare etapă și întrece-te cu ceilalți suporteri. Fără mize și fără bani: doar fotbal.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={paths.register} size="lg">
              Creează-ți cont gratuit
            </ButtonLink>
            <ButtonLink to={paths.leaderboard} size="lg" variant="outlineLight">
              Vezi clasamentul
            </ButtonLink>
          </div>
        </div>
      </section>

      <SiteStatsStrip />

      <LeaguePanelsSlot sortBy="points" className="mx-auto max-w-6xl px-4 pt-16" />

      <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="how-it-works" className="text-center text-3xl font-extrabold text-brand-darker">
          Cum funcționează
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, i) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-full bg-brand text-xl font-black text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="coverage" className="bg-brand-light">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="coverage" className="text-center text-3xl font-extrabold text-brand-darker">
            Toată Liga 1, etapă cu etapă
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {coverage.map((item) => (
              <li key={item.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand text-accent"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-current">
                    <path d={item.icon} />
                  </svg>
                </span>
                <div>
                  <h3 className="text-lg font-bold text-ink">{item.title}</h3>
                  <p className="mt-1 leading-relaxed text-muted">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="final-cta" className="mx-auto max-w-4xl px-4 pt-16">
        <div className="rounded-3xl bg-brand px-6 py-12 text-center text-white shadow-lg on-dark">
          <h2 id="final-cta" className="text-3xl font-extrabold">
            Intră în joc înainte de următoarea etapă
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-emerald-50">
            Contul este gratuit. Citește regulamentul ca să știi exact cum se acordă punctele și cum se stabilește
            clasamentul.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={paths.register} size="lg">
              Creează-ți cont
            </ButtonLink>
            <ButtonLink to={paths.rules} size="lg" variant="outlineLight">
              Citește regulamentul
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
