import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { authMessages, webMessages } from '../../../domain/messages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { type AuthUser, login, loginErrorMessage } from '../../features/auth/auth.api.ts';
import { CredentialsForm } from '../../features/auth/credentials-form.tsx';
import { savePendingVerification } from '../../features/registration/pending-verification.ts';
import { paths } from '../../paths.ts';
import { saveUserSession } from '../../session.ts';

/** An account whose phone is not verified yet goes to the SMS screen (DESIGN decision 19). */
const needsVerification = (user: AuthUser) => user.phoneVerified === false;

function pathAfterLogin(user: AuthUser): string {
  return needsVerification(user) ? paths.verifyPhone : paths.home;
}

export function LoginPage() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ jwt, user }) => {
      if (needsVerification(user)) {
        // Not a normal session: only the pending verification is kept, until the code is confirmed.
        savePendingVerification({
          userId: user.documentId,
          username: user.username,
          phone: null,
          resendAvailableAt: 0,
        });
      } else {
        saveUserSession({ jwt, documentId: user.documentId, username: user.username });
      }
      navigate(pathAfterLogin(user), { replace: true });
    },
  });

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <PageTitle
          title={webMessages.loginTitle}
          description="Intră în contul tău Prezice ca să faci predicții la meciurile din Liga 1."
        />
        <CredentialsForm
          onSubmit={(values) => mutation.mutate(values)}
          pending={mutation.isPending}
          error={mutation.isError ? loginErrorMessage(mutation.error, authMessages.loginFailed) : null}
        />
        <p className="mt-6 text-center">
          <Link
            to={paths.register}
            className="font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
          >
            {authMessages.noAccount}
          </Link>
        </p>
      </div>
    </div>
  );
}
