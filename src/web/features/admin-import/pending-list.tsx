import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../domain/dates.ts';
import type { ImportPending } from '../../../domain/results-import.schemas.ts';
import { AdminCard } from '../../components/admin/admin-card.tsx';
import { ErrorBanner } from '../../components/admin/error-banner.tsx';
import { isStale } from '../../components/admin/versions.ts';
import { Button } from '../../components/button.tsx';
import { Input } from '../../components/input.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { failureSummary } from '../../form-errors.ts';
import { acceptPending, dismissPending, importKey, importPendingQuery } from './import.api.ts';
import { resultText, importTexts as t } from './import-texts.ts';

function PendingItem({ item }: { item: ImportPending }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState(t.defaultReason);
  const refresh = () => queryClient.invalidateQueries({ queryKey: importKey });
  // A stale decision (the match changed since the list was read) reloads the list, so the stored result shown is
  // the one now decided on; the message says why.
  const onError = (error: Error) => (isStale(error) ? refresh() : undefined);
  const accept = useMutation({ mutationFn: () => acceptPending(item, reason), onSuccess: refresh, onError });
  const dismiss = useMutation({ mutationFn: () => dismissPending(item), onSuccess: refresh, onError });
  const failed = accept.error ?? dismiss.error;
  const title = `${item.match.team1} – ${item.match.team2}`;
  return (
    <li className="rounded-xl border border-slate-200 p-4" aria-label={title}>
      <p className="font-bold text-ink">{title}</p>
      <p className="text-sm text-muted">
        {item.match.round} · {formatDateTime(item.match.date)}
      </p>
      <dl className="mt-3 grid gap-2 sm:grid-cols-2">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm font-semibold text-slate-700">{t.stored}</dt>
          <dd className="font-semibold">{resultText(item.stored)}</dd>
        </div>
        <div className="rounded-lg bg-amber-50 p-3">
          <dt className="text-sm font-semibold text-slate-700">{t.fromProvider}</dt>
          <dd className="font-semibold">{resultText(item.provider)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-muted">
        {t.seenAt} {formatDateTime(item.seenAt)}
      </p>
      <form
        noValidate
        className="mt-3 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          accept.mutate();
        }}
      >
        <Input label={t.reason} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="secondary" pending={accept.isPending} disabled={dismiss.isPending}>
            {t.accept}
          </Button>
          <Button
            variant="outline"
            pending={dismiss.isPending}
            disabled={accept.isPending}
            onClick={() => dismiss.mutate()}
          >
            {t.dismiss}
          </Button>
        </div>
      </form>
      {failed && (
        <div className="mt-3">
          <ErrorBanner message={failureSummary(t.decideFailed, failed)} />
        </div>
      )}
    </li>
  );
}

/** Provider results against results an admin wrote: stored vs provider, "Confirmă" (with a reason) or keep. */
export function PendingList() {
  const pending = useQuery(importPendingQuery());
  return (
    <AdminCard title={t.pendingTitle} intro={t.pendingHint}>
      {pending.isPending && <Spinner />}
      {pending.data &&
        (pending.data.length ? (
          <ul className="mt-4 space-y-3">
            {pending.data.map((item) => (
              <PendingItem key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted">{t.noPending}</p>
        ))}
    </AdminCard>
  );
}
