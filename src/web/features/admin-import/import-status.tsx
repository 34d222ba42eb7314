import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../../domain/dates.ts';
import type { ImportSummary } from '../../../domain/results-import.schemas.ts';
import { AdminCard } from '../../components/admin/admin-card.tsx';
import { ErrorBanner } from '../../components/admin/error-banner.tsx';
import { Button } from '../../components/button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { failureSummary } from '../../form-errors.ts';
import { importKey, importStatusQuery, runImportNow } from './import.api.ts';
import { importTexts as t } from './import-texts.ts';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="sm:flex sm:gap-3">
      <dt className="font-semibold text-slate-700 sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** What the last poll wants the back office to know (a fixture skipped and why), the rest counted. */
function SummaryNotes({ summary }: { summary: ImportSummary }) {
  const notes = summary.notes ?? [];
  if (!notes.length) return null;
  return (
    <ul aria-label={t.notesLabel} className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
      {(summary.notesMore ?? 0) > 0 && <li>{t.notesMore(summary.notesMore ?? 0)}</li>}
    </ul>
  );
}

/**
 * Provider, on/off, the last run (what it did, and why it stopped if it failed), requests spent; "Importă acum" polls
 * now. What a run did is said once, in the last run's rows, which the run reloads (and which a reader of the screen
 * hears change); the run's own answer adds only what those rows cannot say: another import under way, the import
 * off, or the request itself failing.
 */
export function ImportStatusCard() {
  const queryClient = useQueryClient();
  const status = useQuery(importStatusQuery());
  const run = useMutation({
    mutationFn: runImportNow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKey }),
  });
  const s = status.data;
  const notRun = run.data && !run.data.ran ? run.data.error : null;
  return (
    <AdminCard title={t.statusTitle}>
      {status.isPending && <Spinner />}
      {s && (
        <>
          <dl aria-live="polite" className="mt-4 space-y-2">
            <Row label={t.provider}>
              {s.enabled ? `${s.provider} · ${t.on} · ${t.league(s.leagueId, s.season)}` : t.off}
            </Row>
            <Row label={t.lastRun}>
              {s.lastRunAt ? formatDateTime(s.lastRunAt) : t.never}
              {s.lastSummary && (
                <span className="block text-sm text-muted" data-testid="import-summary">
                  {t.summary(s.lastSummary)}
                </span>
              )}
              {s.lastSummary && <SummaryNotes summary={s.lastSummary} />}
            </Row>
            {s.lastError && (
              <Row label={t.lastError}>
                <span className="text-danger">{s.lastError}</span>
              </Row>
            )}
            <Row label={t.requests}>{t.requestsOf(s.requestsToday, s.requestsPerDay, s.requestsLeft)}</Row>
          </dl>
          {s.blockedUntil && <p className="mt-3 text-sm text-slate-700">{t.blocked(formatDateTime(s.blockedUntil))}</p>}
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <Button variant="secondary" disabled={!s.enabled} pending={run.isPending} onClick={() => run.mutate()}>
              {run.isPending ? t.running : t.runNow}
            </Button>
          </div>
          <div aria-live="polite" className="mt-3 empty:hidden">
            {notRun && <ErrorBanner message={notRun} />}
            {run.isError && <ErrorBanner message={failureSummary(t.runFailed, run.error)} />}
          </div>
        </>
      )}
    </AdminCard>
  );
}
