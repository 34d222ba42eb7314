import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { contentMessages } from '../../../domain/messages.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { useLoadedModule } from '../../use-loaded-module.ts';
import { CommentList } from './comment-list.tsx';
import { feedPosts, feedQuery } from './community.api.ts';
import { communityPageMessages as t } from './community-messages.ts';
import { FeedSkeleton } from './feed-skeleton.tsx';
import { PostCard } from './post-card.tsx';
import { VisitorComposer } from './visitor-composer.tsx';

// The composer is a player's alone (a visitor sees an invitation to log in): its form and file picker are
// downloaded with the feed, in parallel, and not with every visitor's first page. A player's feed waits for it, so
// the posts do not move down when it arrives.
const composerModule = () => import('./post-composer.tsx');
// The dialog of all comments opens on a click: it is downloaded then, and stays mounted afterwards.
const ModalDialog = lazy(() => import('../../components/modal-dialog.tsx').then((m) => ({ default: m.ModalDialog })));

/** The composer, the posts (newest first), 'Încarcă mai multe' and the dialog of all comments of a post. */
export function CommunityFeed({ viewer }: { viewer: string | null }) {
  const query = useInfiniteQuery(feedQuery(viewer));
  const [openPostId, setOpenPostId] = useState<string | null>(null);
  const [dialogUsed, setDialogUsed] = useState(false);
  const composer = useLoadedModule(composerModule, viewer !== null);
  const closeDialog = useCallback(() => setOpenPostId(null), []);
  const showComments = useCallback((postId: string) => {
    setDialogUsed(true);
    setOpenPostId(postId);
  }, []);

  if (query.isPending || !composer.ready) return <FeedSkeleton />;
  // A failed first load replaces the page.
  if (query.isError && !query.data) return <ErrorMessage text={contentMessages.feedFailed} />;

  const posts = feedPosts(query.data);
  const openPost = openPostId ? posts.find((p) => p.documentId === openPostId) : undefined;

  return (
    <div className="space-y-6">
      {viewer ? composer.module && <composer.module.PostComposer viewer={viewer} /> : <VisitorComposer />}

      {posts.length === 0 ? (
        <EmptyState text={t.empty} />
      ) : (
        <ul aria-busy={query.isFetchingNextPage || undefined} className="space-y-4">
          {posts.map((post) => (
            <li key={post.documentId}>
              <PostCard post={post} viewer={viewer} onShowComments={showComments} />
            </li>
          ))}
        </ul>
      )}

      {query.isFetchNextPageError && <ErrorMessage text={contentMessages.feedFailed} />}
      {query.isFetchingNextPage && <FeedSkeleton count={1} />}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            pending={query.isFetchingNextPage}
            className="w-full sm:w-auto"
          >
            {contentMessages.loadMore}
          </Button>
        </div>
      )}

      {dialogUsed && (
        <Suspense fallback={null}>
          <ModalDialog
            open={Boolean(openPost)}
            title={openPost ? t.commentsOf(openPost.user?.username ?? t.unknownUser) : t.comments}
            onClose={closeDialog}
          >
            {openPost &&
              (openPost.comments.length > 0 ? (
                <CommentList comments={openPost.comments} />
              ) : (
                <p className="text-muted">{t.noComments}</p>
              ))}
          </ModalDialog>
        </Suspense>
      )}
    </div>
  );
}
