import { useDeferredValue, useState } from 'react';
import { formatDate } from '../../../domain/dates.ts';
import type { League, LeagueMember } from '../../../domain/league.schemas.ts';
import { count, nouns } from '../../../domain/numerals.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Input } from '../../components/input.tsx';
import { Skeleton } from '../../components/spinner.tsx';
import { standingsMessages as s } from '../../components/standings/standings-messages.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { formFailure } from '../../form-errors.ts';
import { ConfirmDialog } from './league-confirm.tsx';
import { useHandOver, useLeagueMembers, useRemoveMember } from './league-owner.api.ts';
import { leagueToolsMessages as t } from './league-tools-messages.ts';

type Asking = { kind: 'remove' | 'owner'; member: LeagueMember };

const texts = {
  remove: {
    title: t.removeConfirmTitle,
    message: t.removeConfirm,
    label: t.remove,
    failed: t.removeFailed,
    done: t.removed,
  },
  owner: {
    title: t.makeOwnerConfirmTitle,
    message: t.makeOwnerConfirm,
    label: t.makeOwner,
    failed: t.makeOwnerFailed,
    done: t.madeOwner,
  },
} as const;

/** The owner's list of members: search, pages, and for each member "Fă-l proprietar" and "Elimină", confirmed. */
export function LeagueMembers({ league, onDone }: { league: League; onDone: (notice: string) => void }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDeferredValue(search.trim());
  const members = useLeagueMembers(league.documentId, page, query);
  const [asking, setAsking] = useState<Asking | null>(null);
  const remove = useRemoveMember(league.documentId);
  const handOver = useHandOver(league.documentId);
  const action = asking?.kind === 'owner' ? handOver : remove;
  const text = texts[asking?.kind ?? 'remove'];

  const close = () => {
    setAsking(null);
    remove.reset();
    handOver.reset();
  };
  // mutateAsync: a hand-over takes the owner's tools (and this list) off the page before its callbacks would run.
  const confirm = async () => {
    if (!asking) return;
    try {
      await action.mutateAsync(asking.member);
    } catch {
      return; // shown in the dialog
    }
    close();
    onDone(text.done(asking.member.username));
  };

  const pagination = members.data?.meta.pagination;
  return (
    <section aria-labelledby="league-members">
      <h3 id="league-members" className="mb-3 text-lg font-bold text-ink">
        {t.membersTitle}
      </h3>
      <Input
        type="search"
        label={t.membersSearch}
        value={search}
        autoComplete="off"
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
      />
      {members.isPending ? (
        <div className="mt-3 space-y-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : members.isError ? (
        <ErrorMessage text={t.membersFailed} className="mt-3" />
      ) : members.data.data.length === 0 ? (
        <div className="mt-3">
          <EmptyState text={t.membersEmpty} />
        </div>
      ) : (
        <ul
          aria-busy={members.isPlaceholderData || undefined}
          className={`mt-3 divide-y divide-slate-200 ${members.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {members.data.data.map((m) => (
            <li key={m.documentId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-3">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <UserAvatar avatar={m.avatar} username={m.username} className="size-10" />
                <div className="min-w-0">
                  <p className="flex min-w-0 items-center gap-2 font-semibold text-ink">
                    <span className="truncate">{m.username}</span>
                    {m.isOwner && (
                      <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">
                        {t.ownerBadge}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {t.joinedOn(formatDate(m.joinedAt))} · {count(m.points, nouns.points)}
                  </p>
                </div>
              </div>
              {!m.isOwner && (
                <div className="flex flex-wrap gap-2 pl-13 sm:pl-0">
                  <Button size="sm" variant="outline" onClick={() => setAsking({ kind: 'owner', member: m })}>
                    {t.makeOwner}
                    <span className="sr-only"> {m.username}</span>
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setAsking({ kind: 'remove', member: m })}>
                    {t.remove}
                    <span className="sr-only"> {m.username}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {pagination && pagination.pageCount > 1 && (
        <nav aria-label={t.membersPagination} className="mt-3 flex items-center justify-between gap-3">
          <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <span aria-hidden="true">‹</span> {s.previous}
          </Button>
          <span className="text-sm text-muted">{s.pageOf(pagination.page, pagination.pageCount)}</span>
          <Button size="sm" variant="ghost" disabled={page >= pagination.pageCount} onClick={() => setPage(page + 1)}>
            {s.next} <span aria-hidden="true">›</span>
          </Button>
        </nav>
      )}
      <ConfirmDialog
        title={asking ? text.title(asking.member.username) : null}
        message={text.message}
        confirmLabel={text.label}
        pending={action.isPending}
        error={action.isError ? formFailure(action.error, text.failed).summary : null}
        onCancel={close}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
