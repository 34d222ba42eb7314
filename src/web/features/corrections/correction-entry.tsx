import { useId } from 'react';
import type { Correction } from '../../../domain/corrections.schemas.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { authorText, type PartChange, partChanges, pointsMovedText, rescoredText } from './correction-view.ts';
import { correctionsMessages as t } from './corrections-messages.ts';

function Value({ text, changed, tone }: { text: string; changed: boolean; tone: 'old' | 'new' }) {
  const look = !changed
    ? 'text-slate-700'
    : tone === 'old'
      ? 'bg-red-50 text-red-800 line-through decoration-red-400 ring-1 ring-red-200'
      : 'bg-amber-100 font-extrabold text-amber-950 ring-1 ring-amber-300';
  return <span className={`rounded-md px-1.5 py-0.5 tabular-nums ${look}`}>{text}</span>;
}

function PartRow({ change }: { change: PartChange }) {
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 ${change.changed ? 'bg-amber-50' : ''}`}
      data-changed={change.changed}
    >
      <dt className="font-medium text-slate-700">
        {change.label}
        {change.changed && <span className="sr-only"> ({t.changed})</span>}
      </dt>
      <dd className="flex items-center gap-2 font-semibold">
        <span className="sr-only">{t.before}: </span>
        <Value text={change.old} changed={change.changed} tone="old" />
        <span aria-hidden="true" className="text-muted">
          →
        </span>
        <span className="sr-only">, {t.after}: </span>
        <Value text={change.new} changed={change.changed} tone="new" />
      </dd>
    </div>
  );
}

/** One entry of the log: the match, its result old → new, when, by whom, why, and what it moved. */
export function CorrectionEntry({ entry }: { entry: Correction }) {
  const titleId = useId();
  const title = `${entry.team1} – ${entry.team2}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      data-testid="correction"
    >
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h3>
      {entry.match && (
        <p className="text-sm text-muted">
          {t.kickoff} <time dateTime={entry.match.date}>{formatDateTime(entry.match.date)}</time>
        </p>
      )}
      <dl className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl text-sm ring-1 ring-slate-200">
        {partChanges(entry).map((c) => (
          <PartRow key={c.part} change={c} />
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {t.when} <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> {t.by}{' '}
        <strong className="text-ink">{authorText(entry.by)}</strong>
      </p>
      <p className="mt-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-ink ring-1 ring-slate-200">
        <span className="font-semibold">{t.reason}:</span> <span className="whitespace-pre-line">{entry.reason}</span>
      </p>
      <p className="mt-3 flex flex-wrap gap-2 text-sm font-semibold">
        <span className="rounded-full bg-brand-light px-2.5 py-0.5 text-brand-dark">
          {rescoredText(entry.rescored)}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">
          {pointsMovedText(entry.pointsMoved)}
        </span>
      </p>
    </article>
  );
}
