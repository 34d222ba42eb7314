import { formatDateTime } from '../../../domain/dates.ts';
import { contentMessages } from '../../../domain/messages.ts';

/** 'Publicat la: 12 octombrie 2026, 18:30', in Romania's time. */
export function AnnouncementDate({ createdAt, className = '' }: { createdAt: string; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-1.5 text-sm text-muted ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 fill-none stroke-current stroke-2">
        <rect x="3.5" y="5" width="17" height="15" rx="2" />
        <path d="M3.5 10h17M8 3v4M16 3v4" strokeLinecap="round" />
      </svg>
      <span>{contentMessages.publishedAt}</span>
      <time dateTime={createdAt} className="font-medium text-slate-700">
        {formatDateTime(createdAt)}
      </time>
    </p>
  );
}

/** 'Conține informații despre câștigătorii rundei: Etapa 15', highlighted. */
export function RoundWinnersNote({ roundName }: { roundName: string }) {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-950">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0 fill-current text-yellow-700">
        <path d="M6 3h12v3a4 4 0 0 1-3 3.87V11a3 3 0 0 1-2 2.83V17h3v3H8v-3h3v-3.17A3 3 0 0 1 9 11V9.87A4 4 0 0 1 6 6V3Zm-3 1h2v2a3 3 0 0 1-2-2Zm16 0h2a3 3 0 0 1-2 2V4Z" />
      </svg>
      <span>
        {contentMessages.roundWinnersNote} <strong className="font-semibold">{roundName}</strong>
      </span>
    </p>
  );
}

/** 'Se încarcă...', shown and announced while the announcements load. */
export function AnnouncementsLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-muted">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-emerald-200 border-t-brand motion-reduce:animate-none"
      />
      <span>{contentMessages.loading}</span>
    </div>
  );
}
