import { PageTitle } from '../../components/page-title.tsx';
import { CommunityFeed } from '../../features/community/community-feed.tsx';
import { communityPageMessages as t } from '../../features/community/community-messages.ts';
import { useUserSession } from '../../session.ts';

export function CommunityPage() {
  const session = useUserSession();
  // The feed's liked states belong to the viewer: a visitor, or the logged-in user.
  const viewer = session ? (session.userId ?? session.username ?? 'user') : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <PageTitle title={t.title} description={t.description}>
        {t.intro}
      </PageTitle>
      <CommunityFeed viewer={viewer} />
    </div>
  );
}
