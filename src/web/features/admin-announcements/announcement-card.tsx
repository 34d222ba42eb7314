import { adminMessages } from '../../../domain/admin-messages.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { preview } from '../../../domain/rich-text.ts';
import { Button } from '../../components/button.tsx';
import { announcementTexts } from './announcement-texts.ts';
import type { AdminAnnouncement } from './announcements.api.ts';

interface AnnouncementCardProps {
  announcement: AdminAnnouncement;
  onEdit: () => void;
  onDelete: () => void;
}

/** Title, /slug, creation time, id, the text's first 200 characters and the linked round. */
export function AnnouncementCard({ announcement: a, onEdit, onDelete }: AnnouncementCardProps) {
  return (
    <article className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words text-ink">{a.title}</h2>
          <p className="font-mono text-sm break-all text-brand">/{a.slug}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`${announcementTexts.edit}: ${a.title}`}>
            {announcementTexts.edit}
          </Button>
          <Button size="sm" variant="danger" onClick={onDelete} aria-label={`${announcementTexts.delete}: ${a.title}`}>
            {announcementTexts.delete}
          </Button>
        </div>
      </div>
      {a.round && (
        <p className="mt-3 inline-block rounded-lg bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
          {adminMessages.containsResults} {a.round.name}
        </p>
      )}
      <p className="mt-3 break-words text-slate-700">{preview(a.content)}</p>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted">
        <div className="flex gap-1">
          <dt>{announcementTexts.createdAt}:</dt>
          <dd>
            <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
          </dd>
        </div>
        <div className="flex min-w-0 gap-1">
          <dt>{announcementTexts.id}:</dt>
          <dd className="font-mono break-all">{a.documentId}</dd>
        </div>
      </dl>
    </article>
  );
}
