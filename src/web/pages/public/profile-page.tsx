import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { loginReturningTo } from '../../../domain/return-path.ts';
import { usePageMeta } from '../../components/page-title.tsx';
import { Skeleton } from '../../components/spinner.tsx';
import { AccountActions } from '../../features/auth/account-actions.tsx';
import { useClubPlace } from '../../features/club-standings/club-place-slot.tsx';
import { FormSlot } from '../../features/profile/form-slot.tsx';
import { isSessionError, privateProfileQuery } from '../../features/profile/profile.api.ts';
import { profileMessages as t } from '../../features/profile/profile-messages.ts';
import { ProfileError, ProfileSkeleton } from '../../features/profile/profile-states.tsx';
import { ProfileView } from '../../features/profile/profile-view.tsx';
import { RemindersSlot } from '../../features/reminders/reminders-slot.tsx';
import { clearUserSession, useUserSession } from '../../session.ts';

// "Datele tale" (export and deletion) loads beside the page too.
const YourDataSection = lazy(() =>
  import('../../features/your-data/your-data-section.tsx').then((m) => ({ default: m.YourDataSection })),
);

// The avatar form (with the file picker) sits in the owner's side panel: it loads beside the page, which keeps the
// profile under the public pages' 130 KB of first JavaScript.
const AvatarForm = lazy(() =>
  import('../../features/profile/avatar-form.tsx').then((m) => ({ default: m.AvatarForm })),
);

/** /user: the logged-in player's own profile, with the avatar change and the logout. */
export function ProfilePage() {
  const session = useUserSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { data, error, isPending, isError } = useQuery({ ...privateProfileQuery(), enabled: session !== null });
  const { ready: clubReady, ClubPlace } = useClubPlace();
  usePageMeta(data ? `${t.title}: ${data.username}` : t.title, t.description);

  // Only a 401, 403 or token error ends the session (a network failure does not); the login leads back here.
  const sessionLost = isError && isSessionError(error);
  useEffect(() => {
    if (!sessionLost) return;
    clearUserSession();
    queryClient.removeQueries({ queryKey: ['profile'] });
    navigate(loginReturningTo(location), { replace: true });
  }, [sessionLost, navigate, queryClient, location]);

  // No session any more (a logout here or in another tab): home, as a logout from the header goes.
  if (!session) return <Navigate to={paths.home} replace />;
  if (isPending || sessionLost || !clubReady) return <ProfileSkeleton />;
  if (isError) return <ProfileError error={error} />;

  return (
    <ProfileView
      profile={data}
      club={ClubPlace && <ClubPlace team={data.favTeam} />}
      form={<FormSlot source={{ own: true }} />}
      ownerPanel={
        <>
          <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <Suspense fallback={<Skeleton className="h-44" />}>
              <AvatarForm />
            </Suspense>
          </section>
          <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="mb-3 text-lg font-bold text-brand-dark">{t.account}</h2>
            {(data.email || data.phone) && (
              <dl className="mb-4 space-y-1 text-sm">
                {data.email && (
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-muted">{t.email}:</dt>
                    <dd className="break-all font-medium">{data.email}</dd>
                  </div>
                )}
                {data.phone && (
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-muted">{t.phone}:</dt>
                    <dd className="font-medium">{data.phone}</dd>
                  </div>
                )}
              </dl>
            )}
            <AccountActions />
          </section>
          <RemindersSlot />
          <Suspense fallback={<Skeleton className="h-72 rounded-3xl" />}>
            <YourDataSection />
          </Suspense>
        </>
      }
    />
  );
}
