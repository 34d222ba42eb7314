import { useState } from 'react';
import { adminMessages } from '../../../domain/admin-messages.ts';
import type { ModeratedPost } from '../../../domain/community.schemas.ts';
import { contentMessages } from '../../../domain/messages.ts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { ErrorBanner } from '../../components/admin/error-banner.tsx';
import { SkeletonCards } from '../../components/admin/skeleton-cards.tsx';
import { isStale } from '../../components/admin/versions.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { PostCard } from '../../features/admin-posts/post-card.tsx';
import { postTexts } from '../../features/admin-posts/post-texts.ts';
import {
  flattenPosts,
  type PostsMode,
  useApprovePost,
  useDeletePost,
  useModerationPosts,
} from '../../features/admin-posts/posts.api.ts';
import { failureSummary } from '../../form-errors.ts';

/** The catalogue's message; with the reason when the post changed meanwhile. */
const failedText = (catalogue: string, error: unknown) =>
  isStale(error) ? failureSummary(catalogue, error) : catalogue;

export function AdminCommunityPostsPage() {
  const [mode, setMode] = useState<PostsMode>('pending');
  const posts = useModerationPosts(mode);
  const approve = useApprovePost();
  const remove = useDeletePost();
  const [deleting, setDeleting] = useState<ModeratedPost | null>(null);

  const list = flattenPosts(posts.data);
  const pendingMode = mode === 'pending';

  // A refusal because someone else changed the post meanwhile says so; the list then shows the post as it is now.
  const onApprove = (post: ModeratedPost) =>
    approve.mutate(post, { onError: (error) => window.alert(failedText(adminMessages.approveFailed, error)) });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        setDeleting(null);
        window.alert(failedText(adminMessages.postDeleteFailed, error));
      },
    });
  };

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 [&>div:first-child]:mb-0">
        <PageTitle title={pendingMode ? adminMessages.pendingPostsTitle : adminMessages.allPostsTitle} />
        {/* A new mode is a new query: page 1, and an empty list until it loads. */}
        <Button variant="outline" onClick={() => setMode(pendingMode ? 'all' : 'pending')}>
          {pendingMode ? adminMessages.showAllPosts : adminMessages.showPendingPosts}
        </Button>
      </div>

      {posts.isPending ? (
        <SkeletonCards count={3} />
      ) : posts.isError && list.length === 0 ? (
        <ErrorBanner message={adminMessages.postsLoadFailed} />
      ) : (
        <>
          {list.length === 0 ? (
            <EmptyState text={postTexts.noPosts} />
          ) : (
            <ul className="flex flex-col gap-4">
              {list.map((post) => (
                <li key={post.documentId}>
                  <PostCard
                    post={post}
                    canApprove={pendingMode && !post.approved}
                    approving={approve.isPending && approve.variables?.documentId === post.documentId}
                    onApprove={() => onApprove(post)}
                    onDelete={() => setDeleting(post)}
                  />
                </li>
              ))}
            </ul>
          )}
          {posts.isFetchNextPageError && (
            <div className="mt-4">
              <ErrorBanner message={adminMessages.postsLoadFailed} />
            </div>
          )}
          {posts.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                disabled={posts.isFetchingNextPage}
                aria-busy={posts.isFetchingNextPage || undefined}
                onClick={() => void posts.fetchNextPage()}
              >
                {posts.isFetchingNextPage ? contentMessages.loading : postTexts.loadMore}
              </Button>
            </div>
          )}
        </>
      )}

      <ConfirmDialog
        open={!!deleting}
        title={postTexts.deleteTitle}
        message={postTexts.deleteConfirm}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
