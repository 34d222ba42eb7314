import { useState, useSyncExternalStore } from 'react';
import { buttonClasses } from '../../components/button.tsx';
import { pwaMessages } from './pwa-messages.ts';
import { updateState } from './update-state.ts';

/**
 * "Versiune nouă": shown while a new service worker waits. Its button lets the new worker take over, and the page
 * reloads once it controls (src/web/features/pwa/register-sw.ts). The status region is always there, so a screen
 * reader announces the message when it appears.
 */
export function UpdateBanner() {
  const activate = useSyncExternalStore(updateState.subscribe, updateState.get, () => null);
  const [pending, setPending] = useState(false);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-3 sm:p-4">
      {activate && (
        <div className="on-dark pointer-events-auto flex w-full max-w-md items-center justify-between gap-3 rounded-xl bg-brand-darker px-4 py-3 text-white shadow-lg">
          <p className="font-medium">{pwaMessages.updateReady}</p>
          <button
            type="button"
            className={buttonClasses('primary', 'sm', 'shrink-0')}
            disabled={pending}
            onClick={() => {
              setPending(true);
              activate();
            }}
          >
            {pending ? pwaMessages.updateReloading : pwaMessages.updateReload}
          </button>
        </div>
      )}
    </div>
  );
}
