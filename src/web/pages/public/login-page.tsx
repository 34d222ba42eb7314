import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { authMessages, webMessages } from '../../../domain/messages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { type AuthUser, login, loginErrorMessage } from '../../features/auth/auth.api.ts';
import { CredentialsForm } from '../../features/auth/credentials-form.tsx';
import { paths } from '../../paths.ts';
import { saveUserSession } from '../../session.ts';

function pathAfterLogin(_user: AuthUser): string {
  return paths.home;
}

export function LoginPage() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ jwt, user }) => {
      saveUserSession({ jwt, documentId: user.documentId, username: user.username });
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
