import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { PUSH_OFFER_PAUSE_DAYS } from '../../../domain/reminders.schemas.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PushSetupError, subscribeBrowser } from './push-browser.ts';
import { pauseEnd, writePause } from './push-offer.ts';
import { canSubscribe, pushAvailability } from './push-state.ts';
import { addPushSubscription, reminderKeys, reminderSettingsQuery } from './reminders.api.ts';
import { remindersMessages as t } from './reminders-messages.ts';
import { useBrowserPush } from './use-browser-push.ts';

type Step = 'offer' | 'pending' | 'done' | 'refused' | 'dismissed';

/**
 * "Vrei să-ți amintim…?": shown only when the server sends pushes, this browser can subscribe and is not subscribed
 * yet, and the player has not turned browser notifications off. "Nu acum" pauses it (push-offer.ts).
 */
export function PushOfferCard() {
  const queryClient = useQueryClient();
  const settings = useQuery(reminderSettingsQuery());
  const { browser } = useBrowserPush();
  const [step, setStep] = useState<Step>('offer');
  const [failed, setFailed] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (step === 'done' || step === 'refused') resultRef.current?.focus();
  }, [step]);

  if (step === 'dismissed') return null;
  if (step === 'done' || step === 'refused') {
    return (
      <div
        ref={resultRef}
        tabIndex={-1}
        role="status"
        className="mb-6 rounded-2xl bg-brand-light p-4 text-emerald-950 ring-1 ring-emerald-200 outline-none"
      >
        <p className="font-semibold">{step === 'done' ? t.offerDone : t.pushRefused}</p>
        <Link
          to={paths.user}
          className="mt-1 inline-block rounded font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
        >
          {t.offerSettings}
        </Link>
      </div>
    );
  }
  if (!settings.data || !browser) return null;
  const { vapidPublicKey, push } = settings.data;
  if (
    !vapidPublicKey ||
    !push ||
    browser.subscription ||
    !canSubscribe(pushAvailability(browser.env, vapidPublicKey))
  ) {
    return null;
  }

  const accept = async () => {
    setStep('pending');
    setFailed(false);
    try {
      await addPushSubscription(await subscribeBrowser(vapidPublicKey));
      await queryClient.invalidateQueries({ queryKey: reminderKeys.settings });
      setStep('done');
    } catch (error) {
      if (error instanceof PushSetupError && error.reason === 'denied') setStep('refused');
      else {
        setFailed(true);
        setStep('offer');
      }
    }
  };
  const dismiss = () => {
    writePause(window.localStorage, pauseEnd(Date.now(), PUSH_OFFER_PAUSE_DAYS));
    setStep('dismissed');
  };

  return (
    <section
      aria-labelledby="push-offer-title"
      className="mb-6 flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-emerald-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-6 shrink-0 fill-emerald-800">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        <div>
          <h2 id="push-offer-title" className="font-bold text-brand-darker">
            {t.offerTitle}
          </h2>
          <p className="text-sm text-muted">{t.offerText}</p>
          {failed && <ErrorMessage text={t.pushFailed} className="mt-2" />}
        </div>
      </div>
      <div className="flex shrink-0 gap-2 self-end sm:self-center">
        <Button variant="ghost" size="sm" onClick={dismiss} disabled={step === 'pending'}>
          {t.offerNo}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void accept()} pending={step === 'pending'}>
          {t.offerYes}
        </Button>
      </div>
    </section>
  );
}
