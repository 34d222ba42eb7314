import { useEffect, useId, useRef, useState } from 'react';
import { webMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { isApiError } from '../../api.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { accountTexts as t } from './account-texts.ts';
import { endAllSessions } from './session.api.ts';
import { useEndLocalSession, useLogout } from './use-logout.ts';

/** The profile's account actions: change the password, log out here, log out everywhere (after a confirmation). */
export function AccountActions() {
  const logout = useLogout();
  const endLocal = useEndLocalSession();
  const [confirming, setConfirming] = useState(false);
  const panelId = useId();
  const openerId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  // Ending every session, by hand rather than with a query mutation: the profile's first screen loads no mutation
  // machinery for a button that is rarely pressed.
  const [ending, setEnding] = useState<'idle' | 'pending' | 'failed'>('idle');
  const endEverywhere = async () => {
    setEnding('pending');
    try {
      await endAllSessions();
      endLocal();
    } catch (error) {
      // A 401 means this session had already ended: nothing is left to end on the server.
      if (isApiError(error) && error.status === 401) endLocal();
      else setEnding('failed');
    }
  };

  useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    setEnding('idle');
    // The confirmation closes: the focus goes back to the button that opened it.
    document.getElementById(openerId)?.focus();
  };

  return (
    <div className="space-y-3">
      <ButtonLink to={paths.changePassword} variant="outline" className="w-full">
        {t.changeLink}
      </ButtonLink>
      <Button variant="danger" onClick={logout} className="w-full">
        {webMessages.logout}
      </Button>
      <Button
        id={openerId}
        variant="ghost"
        aria-expanded={confirming}
        aria-controls={panelId}
        onClick={() => setConfirming(true)}
        className="w-full"
      >
        {t.logoutAll}
      </Button>
      {confirming && (
        <div id={panelId} className="space-y-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
          <p ref={questionRef} tabIndex={-1} className="font-semibold text-red-900 focus:outline-none">
            {t.logoutAllQuestion}
          </p>
          {ending === 'failed' && <ErrorMessage text={t.logoutAllFailed} />}
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" pending={ending === 'pending'} onClick={() => void endEverywhere()}>
              {t.logoutAllConfirm}
            </Button>
            <Button variant="outline" onClick={cancel}>
              {t.logoutAllCancel}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
