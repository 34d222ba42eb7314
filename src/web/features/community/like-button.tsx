import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { CommunityPost } from '../../../domain/community.schemas.ts';
import { contentMessages } from '../../../domain/messages.ts';
import { loginReturningTo } from '../../../domain/return-path.ts';
import { isPhoneNotVerified, toggleLike, updateCachedPost } from './community.api.ts';
import { communityPageMessages as t } from './community-messages.ts';

interface LikeButtonProps {
  post: CommunityPost;
  /** null for a visitor. */
  viewer: string | null;
  onRefused: (message: string) => void;
}

/** The like toggle: optimistic, rolled back on failure; the server's {likes, liked} has the last word. */
export function LikeButton({ post, viewer, onRefused }: LikeButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => toggleLike(post.documentId),
    onMutate: () => {
      const before = { likes: post.likes, liked: post.liked };
      updateCachedPost(queryClient, viewer, post.documentId, (p) => ({
        ...p,
        liked: !p.liked,
        likes: Math.max(0, p.likes + (p.liked ? -1 : 1)),
      }));
      return before;
    },
    onSuccess: (result) => {
      updateCachedPost(queryClient, viewer, post.documentId, (p) => ({ ...p, ...result }));
    },
    onError: (error, _vars, before) => {
      if (before) updateCachedPost(queryClient, viewer, post.documentId, (p) => ({ ...p, ...before }));
      if (isPhoneNotVerified(error) && error instanceof Error) onRefused(error.message);
      else window.alert(contentMessages.likeFailed);
    },
  });

  const onClick = () => {
    if (!viewer) {
      // A visitor logs in first and comes back to the feed.
      navigate(loginReturningTo(location));
      return;
    }
    if (!mutation.isPending) mutation.mutate();
  };

  return (
    <button
      type="button"
      aria-pressed={post.liked}
      aria-busy={mutation.isPending || undefined}
      onClick={onClick}
      className={
        'inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold transition-colors ' +
        (post.liked
          ? 'bg-rose-50 text-rose-800 ring-1 ring-rose-300 hover:bg-rose-100'
          : 'text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100')
      }
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z"
          className={post.liked ? 'fill-rose-600 stroke-rose-600' : 'fill-none stroke-current'}
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span>{t.like}</span>
      <span className="font-normal" data-testid="like-count">
        ({t.likes(post.likes)})
      </span>
    </button>
  );
}
