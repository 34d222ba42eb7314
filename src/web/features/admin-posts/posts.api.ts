import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { ModeratedPost } from '../../../domain/community.schemas.ts';
import { ADMIN_LIST_PAGE_SIZE } from '../../../domain/limits.ts';
import type { ListOf } from '../../../domain/media.schemas.ts';
import { adminApi } from '../../api.ts';
import { isStale, madeAgainst } from '../../components/admin/versions.ts';

const communityPostsPath = '/api/community-posts';

export type PostsMode = 'pending' | 'all';

const baseKey = ['admin', 'community-posts'] as const;

/** The moderation list, 10 a page, newest first; pending mode asks only for posts not approved yet. */
const moderationQuery = (mode: PostsMode) =>
  infiniteQueryOptions({
    queryKey: [...baseKey, mode],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      adminApi.get<ListOf<ModeratedPost>>(communityPostsPath, {
        query: {
          pagination: { page: pageParam, pageSize: ADMIN_LIST_PAGE_SIZE },
          sort: 'createdAt:desc',
          ...(mode === 'pending' ? { filters: { approved: { $eq: false } } } : {}),
        },
        signal,
      }),
    getNextPageParam: (last) =>
      last.meta.pagination.page < last.meta.pagination.pageCount ? last.meta.pagination.page + 1 : undefined,
  });

export const useModerationPosts = (mode: PostsMode) => useInfiniteQuery(moderationQuery(mode));

/** The loaded pages as one list; a post that slid to the next page while paging shows once. */
export function flattenPosts(data: InfiniteData<ListOf<ModeratedPost>> | undefined): ModeratedPost[] {
  const seen = new Set<string>();
  const posts: ModeratedPost[] = [];
  for (const page of data?.pages ?? []) {
    for (const post of page.data) {
      if (seen.has(post.documentId)) continue;
      seen.add(post.documentId);
      posts.push(post);
    }
  }
  return posts;
}

/** Takes a post out of the loaded pages at once, before the list reloads. */
function useDropPost() {
  const queryClient = useQueryClient();
  return (documentId: string, modes: readonly PostsMode[]) => {
    for (const mode of modes) {
      queryClient.setQueryData<InfiniteData<ListOf<ModeratedPost>>>([...baseKey, mode], (old) =>
        old
          ? { ...old, pages: old.pages.map((p) => ({ ...p, data: p.data.filter((x) => x.documentId !== documentId) })) }
          : old,
      );
    }
    return queryClient.invalidateQueries({ queryKey: baseKey });
  };
}

const postPath = (documentId: string) => `${communityPostsPath}/${encodeURIComponent(documentId)}`;

/** After a refusal because the post changed meanwhile (412), the lists show it as it is now. */
function useReloadOnStale() {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (isStale(error)) void queryClient.invalidateQueries({ queryKey: baseKey });
  };
}

/** Approves the post as it was read (its version): refused with 412 if it changed since. */
export function useApprovePost() {
  const drop = useDropPost();
  const reloadOnStale = useReloadOnStale();
  return useMutation({
    mutationFn: (post: ModeratedPost) =>
      adminApi.put(postPath(post.documentId), { data: { approved: true } }, madeAgainst(post)),
    // An approved post leaves the pending list; the all list reloads with its new state.
    onSuccess: (_res, post) => drop(post.documentId, ['pending']),
    onError: reloadOnStale,
  });
}

/** Deletes the post as it was read; the server removes its comments, likes and file too. */
export function useDeletePost() {
  const drop = useDropPost();
  const reloadOnStale = useReloadOnStale();
  return useMutation({
    mutationFn: (post: ModeratedPost) => adminApi.delete(postPath(post.documentId), madeAgainst(post)),
    onSuccess: (_res, post) => drop(post.documentId, ['pending', 'all']),
    onError: reloadOnStale,
  });
}
