import type { ResultState } from '../../../domain/corrections.ts';
import { repeatedHourNote } from '../../../domain/csv-kickoff.ts';
import type { CsvChange, CsvPreview } from '../../../domain/csv-preview.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { adminCardClass } from '../../components/admin/admin-card.tsx';
import { ErrorBanner } from '../../components/admin/error-banner.tsx';
import { csvTexts as t } from './csv-texts.ts';

const cell = 'px-3 py-2 text-left align-top';

const dash = (v: string | number | null) => (v === null ? '—' : String(v));

/** '2–1, cartonașe 1, cornere X' ('—' for what is unknown). */
function resultText(r: ResultState): string {
  return `${dash(r.team1)}–${dash(r.team2)}, cartonașe ${dash(r.cards)}, cornere ${dash(r.corners)}`;
}

/** A kickoff as the preview shows it, saying which one it is in the autumn's repeated hour. */
function kickoffText(iso: string): string {
  const note = repeatedHourNote(iso);
  return note ? `${formatDateTime(iso)} · ${note}` : formatDateTime(iso);
}

function whatChanges(c: CsvChange): { label: string; detail: string[] } {
  if (c.action === 'create') return { label: t.actions.create, detail: [kickoffText(c.kickoff)] };
  if (c.action === 'kickoff')
    return { label: t.actions.kickoff, detail: [t.before(kickoffText(c.before)), t.after(kickoffText(c.after))] };
  return c.correction
    ? { label: t.actions.correction, detail: [t.before(resultText(c.before)), t.after(resultText(c.after))] }
    : { label: t.actions.result, detail: [resultText(c.after)] };
}

function BadRows({ preview }: { preview: CsvPreview }) {
  return (
    <section aria-labelledby="csv-errors" className="rounded-2xl bg-red-50 p-5 ring-1 ring-red-200 sm:p-6">
      <h3 id="csv-errors" className="text-lg font-bold text-red-900">
        {t.errorsTitle(preview.errors.length + (preview.moreErrors ?? 0))}
      </h3>
      <p className="mt-1 text-red-900">{t.errorsHelp}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm text-red-950">
          <thead>
            <tr className="border-b border-red-200">
              <th scope="col" className={`${cell} w-14`}>
                {t.line}
              </th>
              <th scope="col" className={cell}>
                {t.reason}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.errors.map((e) => (
              <tr key={`${e.line}-${e.message}`} className="border-b border-red-100 last:border-0">
                <td className={`${cell} font-semibold tabular-nums`}>{e.line}</td>
                <td className={cell}>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(preview.moreErrors ?? 0) > 0 && <p className="mt-3 text-red-900">{t.errorsMore(preview.moreErrors ?? 0)}</p>}
    </section>
  );
}

function Changes({ preview }: { preview: CsvPreview }) {
  return (
    <section aria-labelledby="csv-changes" className={adminCardClass}>
      <h3 id="csv-changes" className="text-lg font-bold text-brand-dark">
        {t.changesTitle(preview.changes.length)}
      </h3>
      {preview.newRounds.length > 0 && <p className="mt-1 font-semibold">{t.newRounds(preview.newRounds)}</p>}
      {preview.changes.length === 0 ? (
        <p className="mt-2 text-muted">{t.noChanges}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className={`${cell} w-14`}>
                  {t.line}
                </th>
                <th scope="col" className={cell}>
                  {t.match}
                </th>
                <th scope="col" className={cell}>
                  {t.what}
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.changes.map((c) => {
                const what = whatChanges(c);
                const correction = c.action === 'result' && c.correction;
                return (
                  <tr key={c.line} className="border-b border-slate-100 last:border-0">
                    <td className={`${cell} tabular-nums`}>{c.line}</td>
                    <td className={cell}>
                      <span className="font-semibold">
                        {c.home} – {c.away}
                      </span>
                      <span className="block text-muted">{c.round}</span>
                    </td>
                    <td className={cell}>
                      <span
                        className={`inline-block rounded-lg px-2 py-0.5 text-xs font-bold ${correction ? 'bg-amber-100 text-amber-900' : 'bg-brand-light text-brand-darker'}`}
                      >
                        {what.label}
                      </span>
                      {what.detail.map((line) => (
                        <span key={line} className="block">
                          {line}
                        </span>
                      ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {preview.unchanged > 0 && <p className="mt-3 text-muted">{t.unchanged(preview.unchanged)}</p>}
    </section>
  );
}

/** Step 2: what the file will change, and every bad row by its line and reason. */
export function CsvPreviewView({ preview }: { preview: CsvPreview }) {
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-bold text-brand-dark">{t.previewTitle(preview.fileName)}</h2>
        <p className="text-muted">{t.readAs(preview.rows, preview.encoding, preview.delimiter)}</p>
      </div>
      {preview.warnings.length > 0 && (
        <section
          aria-label={t.warnings}
          className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-200"
        >
          <ul className="list-disc space-y-1 pl-5">
            {preview.warnings.flatMap((group) => [
              ...group.messages.map((w) => <li key={w}>{w}</li>),
              ...(group.more > 0
                ? [
                    <li key={`${group.messages[0]}-more`} className="font-semibold">
                      {t.warningsMore(group.more)}
                    </li>,
                  ]
                : []),
            ])}
          </ul>
        </section>
      )}
      {preview.fileError && <ErrorBanner message={preview.fileError} />}
      {preview.errors.length > 0 && <BadRows preview={preview} />}
      {!preview.fileError && <Changes preview={preview} />}
    </div>
  );
}
