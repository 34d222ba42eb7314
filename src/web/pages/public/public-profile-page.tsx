import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { usePageMeta } from '../../components/page-title.tsx';
import { useClubPlace } from '../../features/club-standings/club-place-slot.tsx';
import { FormSlot } from '../../features/profile/form-slot.tsx';
import { publicProfileQuery } from '../../features/profile/profile.api.ts';
import { profileMessages as t } from '../../features/profile/profile-messages.ts';
import { ProfileError, ProfileSkeleton } from '../../features/profile/profile-states.tsx';
import { ProfileView } from '../../features/profile/profile-view.tsx';

function BackLink() {
  return (
    <Link
      to={paths.leaderboard}
      className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-xl px-2 font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
    >
      <span aria-hidden="true">←</span>
      {t.backToLeaderboard}
    </Link>
  );
}

/** /user/{documentId}: another player's public profile (never their e-mail or phone). */
export function PublicProfilePage() {
  const { documentId = '' } = useParams();
  const { data, error, isPending, isError } = useQuery(publicProfileQuery(documentId));
  const { ready: clubReady, ClubPlace } = useClubPlace();
  usePageMeta(data ? `${t.title}: ${data.username}` : t.title, t.description);

  if (isPending || !clubReady) return <ProfileSkeleton />;
  if (isError) {
    return (
      <>
        <div className="mx-auto max-w-4xl px-4 pt-8">
          <BackLink />
        </div>
        <ProfileError error={error} />
      </>
    );
  }
  // The public answer has no e-mail or phone; drop them anyway should a server send them.
  const { email: _email, phone: _phone, ...profile } = data;
  return (
    <ProfileView
      profile={profile}
      top={<BackLink />}
      club={ClubPlace && <ClubPlace team={profile.favTeam} />}
      form={<FormSlot source={{ own: false, documentId: profile.documentId }} />}
    />
  );
}
