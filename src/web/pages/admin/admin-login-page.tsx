import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { adminNav } from '../../../domain/admin-messages.ts';
import { authMessages, webMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { isApiError } from '../../api.ts';
import { getAppConfig } from '../../app-config.ts';
import { BallIcon } from '../../components/ball-icon.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { rememberAdminToken } from '../../features/admin-layout/admin-guard.ts';
import { takeSessionNotice } from '../../features/admin-session/session-notice.ts';
import { fetchMeWithRole, login, loginErrorMessage } from '../../features/auth/auth.api.ts';
import { CredentialsForm } from '../../features/auth/credentials-form.tsx';
import { saveAdminToken } from '../../session.ts';

class NotAnAdmin extends Error {}

async function adminLogin(values: { identifier: string; password: string }): Promise<string> {
  const { jwt } = await login(values);
  const me = await fetchMeWithRole(jwt);
  if (me.role?.type !== 'admin') throw new NotAnAdmin();
  return jwt;
}

function failureMessage(error: unknown): string {
  if (error instanceof NotAnAdmin || (isApiError(error) && error.status === 403)) return authMessages.adminForbidden;
  return loginErrorMessage(error, authMessages.loginFailed);
}

export function AdminLoginPage() {
  const navigate = useNavigate();
  // Why the last session ended, when it did (read once: a later visit to the login says nothing).
  const [notice] = useState(takeSessionNotice);
  const mutation = useMutation({
    mutationFn: adminLogin,
    onSuccess: (jwt) => {
      saveAdminToken(jwt);
      rememberAdminToken(jwt);
      navigate(paths.admin.dashboard, { replace: true });
    },
  });

  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-br from-emerald-900 to-emerald-950 px-4 py-10">
      <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl sm:p-8">
        <p className="mb-4 flex items-center gap-2 font-black text-brand">
          <BallIcon className="size-7 text-brand-darker" />
          {getAppConfig().siteName} <span className="font-medium text-muted">{adminNav.panelName}</span>
        </p>
        <PageTitle title={webMessages.adminLoginTitle} />
        {notice && (
          <p
            role="status"
            className="mb-5 rounded-xl bg-amber-50 px-4 py-3 font-medium text-amber-950 ring-1 ring-amber-200"
          >
            {notice}
          </p>
        )}
        <CredentialsForm
          onSubmit={(values) => mutation.mutate(values)}
          pending={mutation.isPending}
          error={mutation.isError ? failureMessage(mutation.error) : null}
        />
      </div>
    </main>
  );
}
