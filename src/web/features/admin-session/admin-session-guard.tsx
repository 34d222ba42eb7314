import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { setAdminRecovery } from '../../api.ts';
import { clearAdminToken, getAdminToken } from '../../session.ts';
import { createAdminRecovery, endedNotice } from './admin-recovery.ts';
import { ReauthDialog } from './reauth-dialog.tsx';
import { setSessionNotice } from './session-notice.ts';

interface Question {
  reason: string;
  answer: (confirmed: boolean) => void;
}

/**
 * Rendered by the back office's frame: while it is shown, a call the server refuses for the session's sake is
 * handled here. A 401 (the session ended: idle, too old, or logged out elsewhere) forgets the token and goes to the
 * admin login, which says why; a 403 REAUTH_REQUIRED asks for the password, then the call is made again.
 */
export function AdminSessionGuard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState<Question | null>(null);

  const end = useCallback(
    (notice: string) => {
      clearAdminToken();
      setSessionNotice(notice);
      setQuestion(null);
      queryClient.clear();
      navigate(paths.admin.login, { replace: true });
    },
    [navigate, queryClient],
  );

  useEffect(() => {
    setAdminRecovery(
      createAdminRecovery({
        hasSession: () => getAdminToken() !== null,
        onEnded: end,
        askPassword: (reason) =>
          new Promise<boolean>((resolve) => {
            setQuestion({
              reason,
              answer: (confirmed) => {
                setQuestion(null);
                resolve(confirmed);
              },
            });
          }),
      }),
    );
    return () => setAdminRecovery(null);
  }, [end]);

  if (!question) return null;
  return (
    <ReauthDialog
      reason={question.reason}
      onDone={question.answer}
      onEnded={(error) => {
        question.answer(false);
        if (getAdminToken()) end(endedNotice(error));
      }}
    />
  );
}
