import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { ReminderSettingsAnswer, ReminderSettings as Settings } from '../../../domain/reminders.schemas.ts';
import { isApiError } from '../../api.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Skeleton } from '../../components/spinner.tsx';
import { type BrowserPush, PushSetupError, subscribeBrowser, unsubscribeBrowser } from './push-browser.ts';
import { canSubscribe, type PushAvailability, pushAvailability } from './push-state.ts';
import {
  addPushSubscription,
  reminderKeys,
  reminderSettingsQuery,
  removePushSubscription,
  saveReminderSettings,
} from './reminders.api.ts';
import { savedSummary, remindersMessages as t } from './reminders-messages.ts';
import { useBrowserPush } from './use-browser-push.ts';

// The profile's "Mementouri": how (browser notifications, e-mail) and when (24 h, 3 h before the deadline).
// Saving with browser notifications on subscribes this browser (the browser asks first); off unsubscribes it.

const availabilityText: Record<Exclude<PushAvailability, 'ask' | 'granted'>, string> = {
  unavailable: t.unavailable,
  unsupported: t.unsupported,
  denied: t.denied,
  'no-worker': t.noWorker,
};

function pushNote(availability: PushAvailability, browser: BrowserPush, devices: number): string {
  if (availability !== 'ask' && availability !== 'granted') return availabilityText[availability];
  const here = browser.subscription ? t.subscribedHere : t.notSubscribedHere;
  return devices > 0 ? `${here} ${t.devices(devices)}` : here;
}

const pick = ({ push, email, before24h, before3h }: Settings): Settings => ({ push, email, before24h, before3h });

function Check({
  label,
  checked,
  onChange,
  disabled,
  describedBy,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-6 shrink-0 accent-emerald-800"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="text-base text-ink">
        {label}
      </label>
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-700">{legend}</legend>
      {children}
    </fieldset>
  );
}

function SettingsForm({
  answer,
  browser,
  refresh,
}: {
  answer: ReminderSettingsAnswer;
  browser: BrowserPush;
  refresh: () => Promise<BrowserPush>;
}) {
  const queryClient = useQueryClient();
  const noteId = useId();
  const [choice, setChoice] = useState<Settings>(() => pick(answer));
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const availability = pushAvailability(browser.env, answer.vapidPublicKey);
  const set = (key: keyof Settings) => (checked: boolean) => {
    setChoice((c) => ({ ...c, [key]: checked }));
    setSaved(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setSaved(null);
    setWarning(null);
    setFailed(null);
    // Without a VAPID key the server sends no pushes: the stored choice stays as it is.
    let push = answer.vapidPublicKey ? choice.push : answer.push;
    try {
      if (answer.vapidPublicKey && choice.push && !browser.subscription && canSubscribe(availability)) {
        try {
          // First thing after the click: the browser asks only within the player's gesture.
          await addPushSubscription(await subscribeBrowser(answer.vapidPublicKey));
        } catch (error) {
          if (!(error instanceof PushSetupError)) throw error;
          setWarning(error.reason === 'denied' ? t.pushRefused : t.pushFailed);
          // With no other device receiving them, "on" would promise pushes that never come.
          if (answer.pushDevices === 0) push = false;
        }
      } else if (!choice.push && browser.subscription) {
        const endpoint = await unsubscribeBrowser();
        if (endpoint) await removePushSubscription(endpoint);
      }
      const next = await saveReminderSettings({ ...choice, push });
      queryClient.setQueryData(reminderKeys.settings, next);
      setChoice(pick(next));
      setSaved(savedSummary(next));
    } catch (error) {
      // The server's reason when it gives one (e.g. a phone not verified yet), else a plain failure.
      setFailed(isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : t.saveFailed);
    } finally {
      await refresh();
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-muted">{t.intro}</p>
      <Group legend={t.howLegend}>
        <Check
          label={t.push}
          checked={answer.vapidPublicKey ? choice.push : false}
          disabled={!answer.vapidPublicKey || pending}
          describedBy={noteId}
          onChange={set('push')}
        />
        <p id={noteId} className="ml-9 text-sm text-muted">
          {pushNote(availability, browser, answer.pushDevices)}
        </p>
        <Check label={t.email} checked={choice.email} disabled={pending} onChange={set('email')} />
      </Group>
      <Group legend={t.whenLegend}>
        <Check label={t.before24h} checked={choice.before24h} disabled={pending} onChange={set('before24h')} />
        <Check label={t.before3h} checked={choice.before3h} disabled={pending} onChange={set('before3h')} />
      </Group>
      {warning && <ErrorMessage text={warning} />}
      {failed && <ErrorMessage text={failed} />}
      <p role="status" className="text-sm font-semibold text-emerald-800 empty:hidden">
        {saved}
      </p>
      <Button type="submit" variant="secondary" pending={pending}>
        {t.save}
      </Button>
    </form>
  );
}

/** The section: loads the settings and this browser's push state, then the form. */
export function ReminderSettings() {
  const query = useQuery(reminderSettingsQuery());
  const { browser, refresh } = useBrowserPush();
  let body: ReactNode;
  if (query.isError) body = <ErrorMessage text={t.loadFailed} />;
  else if (query.isPending || !browser) {
    body = (
      <div role="status">
        <span className="sr-only">{t.loading}</span>
        <Skeleton className="h-64" />
      </div>
    );
  } else body = <SettingsForm answer={query.data} browser={browser} refresh={refresh} />;
  return (
    <section aria-labelledby="reminders-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="reminders-title" className="mb-2 text-lg font-bold text-brand-dark">
        {t.title}
      </h2>
      {body}
    </section>
  );
}
