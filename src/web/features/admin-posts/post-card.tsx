import { adminMessages } from '../../../domain/admin-messages.ts';
import type { ModeratedPost } from '../../../domain/community.schemas.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { Button } from '../../components/button.tsx';
import { PostMedia } from './post-media.tsx';
import { postTexts } from './post-texts.ts';

interface PostCardProps {
  post: ModeratedPost;
  /** Pending mode: the approve button is shown. */
  canApprove: boolean;
  approving: boolean;
  onApprove: () => void;
  onDelete: () => void;
}

/** A post as the moderator sees it; every user text is rendered as text. */
export function PostCard({ post, canApprove, approving, onApprove, onDelete }: PostCardProps) {
  const username = post.user?.username || adminMessages.anonymous;
  const avatar = post.user?.avatar?.url;
  return (
    <article className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <header className="flex items-center gap-3">
        {avatar ? (
          <img src={avatar} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-bold text-slate-700"
          >
            {postTexts.noAvatar}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="font-bold break-words text-ink">{username}</h2>
          <p className="text-sm text-muted">
            <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
            {' · '}
            {postTexts.likes(post.likes)}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            post.approved ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {post.approved ? postTexts.approved : postTexts.pending}
        </span>
      </header>

      <p className="mt-3 break-words whitespace-pre-line text-slate-800">{post.text || adminMessages.noText}</p>
      {post.image?.url && (
        <div className="mt-3">
          <PostMedia url={post.image.url} label={`${postTexts.media}: ${username}`} />
        </div>
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        {canApprove && (
          <Button size="sm" variant="secondary" pending={approving} onClick={onApprove}>
            {postTexts.approve}
          </Button>
        )}
        <Button size="sm" variant="danger" onClick={onDelete}>
          {postTexts.delete}
        </Button>
      </div>

      <section className="mt-4 border-t border-slate-200 pt-3">
        <h3 className="text-sm font-semibold text-ink">{adminMessages.comments}</h3>
        {post.comments.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{postTexts.noComments}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {post.comments.map((c) => (
              <li key={c.documentId} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                <span className="font-semibold text-ink">{c.user?.username || adminMessages.anonymous}</span>
                <span className="text-slate-700">: </span>
                <span className="break-words whitespace-pre-line text-slate-700">{c.commentText}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
