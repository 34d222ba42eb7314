import { useId, useState } from 'react';
import { paths } from '../../../domain/paths.ts';
import { getAppConfig } from '../../app-config.ts';
import { Button, buttonClasses } from '../../components/button.tsx';
import { messengerUrl, whatsAppUrl } from '../../components/share-links.ts';
import { siteUrl } from '../../site-url.ts';
import { leagueShareMessages as s } from './league-share-messages.ts';
import { leaguesMessages as t } from './leagues-messages.ts';

// The brands' marks, drawn small (a bubble each), beside the buttons' names.
const WhatsAppIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
    <path fill="#25d366" d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2z" />
    <path
      fill="#fff"
      d="M9 7.2c-.6 0-1.6.8-1.6 2 0 2.9 3.6 6.6 6.6 6.6 1.2 0 2-1 2-1.6l-2-1.3-1.1.9c-1.2-.5-2.6-1.8-3.1-3l.9-1.1z"
    />
  </svg>
);

const MessengerIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
    <path
      fill="#0866ff"
      d="M12 2C6.4 2 2 6.1 2 11.3c0 2.9 1.4 5.4 3.6 7.1V22l3.3-1.8c1 .3 2 .4 3.1.4 5.6 0 10-4.1 10-9.3S17.6 2 12 2z"
    />
    <path fill="#fff" d="m6.5 14 3.6-3.8 2.4 1.9 3.3-1.9-3.6 3.8-2.4-1.9z" />
  </svg>
);

const ShareIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-5 shrink-0"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M12 15V3m-5 5 5-5 5 5M5 13v7h14v-7" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const shareButton = buttonClasses('outline', 'md', 'w-full sm:w-auto');

/**
 * "Invită prieteni": WhatsApp and Messenger with the invite text, the system's share sheet where the browser has
 * one (phones), and the link itself with a button that copies it.
 */
export function InviteLink({ code, name }: { code: string; name: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const link = siteUrl(paths.leagueJoin(code));
  const { siteName, facebookAppId } = getAppConfig();
  const text = s.shareText(name, siteName);
  const messenger = messengerUrl({
    link,
    touch: window.matchMedia?.('(pointer: coarse)').matches ?? false,
    appId: facebookAppId,
    returnUrl: window.location.href,
  });
  const canShare = typeof navigator.share === 'function';
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        {t.inviteTitle}
      </h2>
      <p className="mb-4 text-sm text-muted">{s.inviteHint}</p>
      <div className="mb-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {/* The system's share sheet first where there is one: it reaches every app of the phone. */}
        {canShare && (
          <button
            type="button"
            aria-label={s.shareMoreName}
            className={`${shareButton} col-span-2 sm:col-span-1`}
            onClick={() => {
              // Closing the share sheet rejects the promise: nothing to tell.
              navigator.share({ title: name, text, url: link }).catch(() => {});
            }}
          >
            <ShareIcon />
            {s.shareMore}
          </button>
        )}
        <a
          href={whatsAppUrl(text, link)}
          {...newTab}
          aria-label={`${s.shareWhatsAppName} ${s.newTab}`}
          className={shareButton}
        >
          <WhatsAppIcon />
          {s.shareWhatsApp}
        </a>
        <a
          href={messenger.href}
          // The app's scheme hands over to Messenger itself: a new tab would stay behind, empty.
          {...(messenger.app ? {} : newTab)}
          aria-label={messenger.app ? s.shareMessengerName : `${s.shareMessengerName} ${s.newTab}`}
          className={shareButton}
        >
          <MessengerIcon />
          {s.shareMessenger}
        </a>
      </div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {t.inviteLabel}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 min-w-56 flex-1 rounded-xl border border-slate-400 bg-slate-50 px-3 text-base text-ink"
        />
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {t.copyLink}
        </Button>
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-emerald-800">
        {copied ? t.copied : ''}
      </p>
    </section>
  );
}
