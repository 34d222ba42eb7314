import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { returnPathOf, withReturn } from '../../../domain/return-path.ts';
import { ButtonLink } from '../../components/button.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { registrationTexts } from '../../features/registration/registration-texts.ts';
import { VerifyPhoneForm } from '../../features/registration/verify-phone-form.tsx';
import {
  clearPendingVerification,
  type PendingVerification,
  readPendingVerification,
} from '../../pending-verification.ts';
import { getUserSession, saveUserSession } from '../../session.ts';

/** The account waiting for its code, or the signed-in one (sent here by a PHONE_NOT_VERIFIED refusal). */
function pendingOrSignedIn(): PendingVerification | null {
  const pending = readPendingVerification();
  if (pending) return pending;
  const session = getUserSession();
  if (!session?.userId) return null;
  return { userId: session.userId, username: session.username ?? '', phone: null, resendAvailableAt: 0 };
}

/** 'Verifică Numărul de Telefon': after the wizard, or after the login of an unverified account. */
export function VerifyPhonePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending] = useState(pendingOrSignedIn);
  // Where the wizard or the login was sent from (an invite), else the profile.
  const [params] = useSearchParams();
  const target = returnPathOf(params);

  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <div className="rounded-3xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <PageTitle title={authMessages.verifyPhoneTitle} />
        {pending ? (
          <VerifyPhoneForm
            pending={pending}
            onVerified={({ jwt, user }) => {
              clearPendingVerification();
              saveUserSession({ jwt, documentId: user.documentId, username: user.username });
              void queryClient.invalidateQueries();
              navigate(target ?? paths.user, { replace: true });
            }}
          />
        ) : (
          <div className="space-y-5">
            <p className="text-muted">{registrationTexts.noPending}</p>
            <ButtonLink to={withReturn(paths.login, target)} variant="secondary">
              {registrationTexts.toLogin}
            </ButtonLink>
          </div>
        )}
      </div>
    </div>
  );
}
