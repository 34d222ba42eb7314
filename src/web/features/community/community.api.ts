import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { CommunityPost, LikeResult } from '../../../domain/community.schemas.ts';
import { FEED_PAGE_SIZE } from '../../../domain/limits.ts';
import type { ListOf } from '../../../domain/media.schemas.ts';
import { api, isApiError } from '../../api.ts';

const communityPaths = {
  feed: '/api/community-feed',
  like: (documentId: string) => `/api/community-feed/${encodeURIComponent(documentId)}/like`,
  comments: (documentId: string) => `/api/community-feed/${encodeURIComponent(documentId)}/comments`,
} as const;

export type FeedData = InfiniteData<ListOf<CommunityPost>, unknown>;

/** A post as the page keeps it: a liked state that is missing or unknown counts as not liked. */
function normalise(post: CommunityPost): CommunityPost {
  return { ...post, liked: post.liked === true, comments: post.comments ?? [] };
}

/** The feed of one viewer (a visitor, or a user by documentId): the liked states differ. */
const feedKey = (viewer: string | null) => ['community-feed', viewer ?? 'visitor'] as const;

export const feedQuery = (viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: feedKey(viewer),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<ListOf<CommunityPost>> => {
      const answer = await api.get<ListOf<CommunityPost>>(communityPaths.feed, {
        query: { page: pageParam, pageSize: FEED_PAGE_SIZE },
        signal,
      });
      return { data: answer.data.map(normalise), meta: answer.meta };
    },
    getNextPageParam: (last) => {
      const { page, pageCount } = last.meta.pagination;
      return page < pageCount ? page + 1 : undefined;
    },
  });

/** Every post shown once: a post may move to the next page when new ones arrive in between. */
export function feedPosts(data: FeedData | undefined): CommunityPost[] {
  const seen = new Set<string>();
  const posts: CommunityPost[] = [];
  for (const page of data?.pages ?? []) {
    for (const post of page.data) {
      if (seen.has(post.documentId)) continue;
      seen.add(post.documentId);
      posts.push(post);
    }
  }
  return posts;
}

/** Changes one post wherever it is in the cached pages. */
export function updateCachedPost(
  client: QueryClient,
  viewer: string | null,
  documentId: string,
  change: (post: CommunityPost) => CommunityPost,
) {
  client.setQueryData<FeedData>(feedKey(viewer), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((post) => (post.documentId === documentId ? change(post) : post)),
          })),
        }
      : data,
  );
}

/** Puts a new post at the top of the first page. */
export function prependCachedPost(client: QueryClient, viewer: string | null, post: CommunityPost) {
  client.setQueryData<FeedData>(feedKey(viewer), (data) => {
    if (!data || data.pages.length === 0) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first, data: [post, ...first.data] }, ...rest] };
  });
}

export async function createPost(input: { text: string; image?: number }): Promise<CommunityPost> {
  const answer = await api.post<{ data: CommunityPost }>(communityPaths.feed, { data: input });
  // The author's new post waits for an administrator.
  return normalise({ ...answer.data, pending: answer.data.approved ? answer.data.pending : true });
}

export async function toggleLike(documentId: string): Promise<LikeResult> {
  const answer = await api.post<{ data: LikeResult }>(communityPaths.like(documentId));
  return { likes: answer.data.likes, liked: answer.data.liked === true };
}

export async function addComment(documentId: string, text: string): Promise<CommunityPost> {
  const answer = await api.post<{ data: CommunityPost }>(communityPaths.comments(documentId), { data: { text } });
  return normalise(answer.data);
}

/** 403 PHONE_NOT_VERIFIED: the account must verify its phone before taking part. */
export function isPhoneNotVerified(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.details.code === 'PHONE_NOT_VERIFIED';
}
