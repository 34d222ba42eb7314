import { useState } from 'react';
import type { CommunityPost } from '../../../domain/community.schemas.ts';
import { formatDateTime } from '../../../domain/dates.ts';
import { AuthorAvatar } from './author-avatar.tsx';
import { AuthorLink } from './author-link.tsx';
import { CommentForm } from './comment-form.tsx';
import { CommentList } from './comment-list.tsx';
import { communityPageMessages as t } from './community-messages.ts';
import { LikeButton } from './like-button.tsx';
import { VerifyPhoneNotice } from './login-notice.tsx';
import { PostMediaView } from './post-media-view.tsx';

/** How many of the latest comments a post shows; the dialog lists them all. */
const LATEST_COMMENTS = 3;

interface PostCardProps {
  post: CommunityPost;
  viewer: string | null;
  onShowComments: (documentId: string) => void;
}

export function PostCard({ post, viewer, onShowComments }: PostCardProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const username = post.user?.username ?? t.unknownUser;
  const latest = post.comments.slice(-LATEST_COMMENTS);

  return (
    <article
      aria-label={t.postBy(username)}
      data-post-id={post.documentId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <header className="flex items-center gap-3">
        <AuthorAvatar avatar={post.user?.avatar ?? null} username={username} />
        <div className="min-w-0 flex-1">
          <h2 className="text-base leading-tight">
            {post.user ? (
              <AuthorLink documentId={post.user.documentId} username={username} />
            ) : (
              <span className="font-semibold text-slate-700">{username}</span>
            )}
          </h2>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <time dateTime={post.createdAt} className="text-sm text-muted">
              {formatDateTime(post.createdAt)}
            </time>
            {post.pending && (
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900 ring-1 ring-amber-300">
                {t.pending}
              </span>
            )}
          </p>
        </div>
      </header>

      <p className="mt-3 break-words whitespace-pre-line text-ink">{post.text}</p>

      {post.image && (
        <div className="mt-3">
          <PostMediaView media={post.image} username={username} />
        </div>
      )}

      {post.pending ? (
        <p className="mt-3 text-sm text-muted">{t.likes(post.likes)}</p>
      ) : (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
            <LikeButton post={post} viewer={viewer} onRefused={setRefusal} />
            <span className="text-sm text-muted">{t.commentCount(post.comments.length)}</span>
          </div>
          {refusal && <VerifyPhoneNotice text={refusal} />}

          <div className="mt-3">
            {latest.length > 0 ? (
              <CommentList comments={latest} />
            ) : (
              <p className="text-sm text-muted">{t.noComments}</p>
            )}
            {post.comments.length > 0 && (
              <button
                type="button"
                onClick={() => onShowComments(post.documentId)}
                className="mt-2 min-h-11 rounded-xl px-2 text-sm font-semibold text-brand-dark underline-offset-2 hover:underline"
              >
                {t.allComments(post.comments.length)}
              </button>
            )}
            <CommentForm postId={post.documentId} viewer={viewer} />
          </div>
        </>
      )}
    </article>
  );
}
