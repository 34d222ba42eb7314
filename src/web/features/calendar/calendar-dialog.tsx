import { useState } from 'react';
import { Button, buttonClasses } from '../../components/button.tsx';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { subscribeLinks, useCalendarLink, useRegenerateCalendarLink } from './calendar.api.ts';
import { calendarMessages as t } from './calendar-messages.ts';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The player's feed: subscribe (webcal, Google), copy the link, or draw a new one (the old one then stops). */
export function CalendarDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const link = useCalendarLink(userId);
  return (
    <ModalDialog open title={t.title} onClose={onClose}>
      <p className="mb-4 text-sm text-muted">{t.intro}</p>
      {link.isPending && (
        <p role="status" className="text-sm text-muted">
          {t.loading}
        </p>
      )}
      {link.isError && (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-danger">
            {t.loadFailed}
          </p>
          <Button variant="outline" size="sm" onClick={() => void link.refetch()}>
            {t.open}
          </Button>
        </div>
      )}
      {link.isSuccess && <FeedLink url={link.data} userId={userId} />}
    </ModalDialog>
  );
}

function FeedLink({ url, userId }: { url: string; userId: string }) {
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateCalendarLink(userId);
  const { webcal, google } = subscribeLinks(url);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-2 sm:grid-cols-2">
        <a href={webcal} className={buttonClasses('secondary', 'md', 'w-full text-center')}>
          {t.subscribe}
        </a>
        <a href={google} {...newTab} className={buttonClasses('outline', 'md', 'w-full text-center')}>
          {t.google}
          <span className="sr-only"> {t.newTab}</span>
        </a>
      </div>
      <div>
        <label htmlFor="calendar-feed-url" className="mb-1.5 block text-sm font-semibold text-ink">
          {t.linkLabel}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="calendar-feed-url"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-11 min-w-0 flex-1 basis-56 rounded-xl border border-slate-400 bg-slate-50 px-3 text-base text-ink"
          />
          <Button
            variant="outline"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(
                () => setStatus(t.copied),
                () => setStatus(t.copyFailed),
              );
            }}
          >
            {t.copy}
          </Button>
        </div>
        <p className="mt-1 text-sm text-muted">{t.linkHint}</p>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm font-medium text-emerald-800">
        {status}
      </p>
      {confirming ? (
        <section aria-label={t.confirmTitle} className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300">
          <p className="font-semibold text-ink">{t.confirmTitle}</p>
          <p className="mb-3 text-sm text-ink">{t.confirmText}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              size="sm"
              pending={regenerate.isPending}
              onClick={() =>
                regenerate.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    setStatus(t.regenerated);
                  },
                  onError: (e) => setStatus(e.message),
                })
              }
            >
              {t.confirm}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
          </div>
        </section>
      ) : (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setConfirming(true)}>
          {t.regenerate}
        </Button>
      )}
    </div>
  );
}
