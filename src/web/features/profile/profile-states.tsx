import { contentMessages, gameMessages } from '../../../domain/messages.ts';
import { isApiError } from '../../api.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Skeleton } from '../../components/spinner.tsx';

export function ProfileSkeleton() {
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:py-10" role="status" aria-label={contentMessages.loading}>
      <Skeleton className="h-56 rounded-3xl" />
      <Skeleton className="h-80 rounded-3xl" />
    </div>
  );
}

/** 'User not found' for a missing user, otherwise the spec's profile failure. */
export function ProfileError({ error }: { error: unknown }) {
  const notFound = isApiError(error) && (error.status === 404 || error.message === gameMessages.userNotFound);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <ErrorMessage text={notFound ? gameMessages.userNotFound : gameMessages.profileLoadFailed} />
    </div>
  );
}
