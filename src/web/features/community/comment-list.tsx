import type { Comment } from '../../../domain/community.schemas.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { AuthorLink } from './author-link.tsx';
import { communityPageMessages as t } from './community-messages.ts';

/** Comments, oldest first, each with its author and time; the text is rendered as text. */
export function CommentList({ comments }: { comments: Comment[] }) {
  return (
    <ul className="space-y-2">
      {comments.map((c) => (
        <li key={c.documentId} className="rounded-xl bg-slate-50 px-3 py-2">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            {c.user ? (
              <AuthorLink documentId={c.user.documentId} username={c.user.username} />
            ) : (
              <span className="font-semibold text-slate-700">{t.unknownUser}</span>
            )}
            <time dateTime={c.commentedAt} className="text-xs text-muted">
              {formatDateTime(c.commentedAt)}
            </time>
          </p>
          <p className="mt-0.5 break-words whitespace-pre-line text-ink">{c.commentText}</p>
        </li>
      ))}
    </ul>
  );
}
