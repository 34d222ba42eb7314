import { useState } from 'react';
import { paths } from '../../../domain/paths.ts';
import { Button, buttonClasses } from '../../components/button.tsx';
import { whatsAppUrl } from '../../components/share-links.ts';
import { siteUrl } from '../../site-url.ts';
import { picksMessages as t } from './picks-messages.ts';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * "Trimite prietenilor": the system's share sheet where there is one (phones); elsewhere the link is copied and
 * WhatsApp and Facebook are offered.
 */
export function SharePick({ username, matchId, summary }: { username: string; matchId: string; summary: string }) {
  const [fallback, setFallback] = useState(false);
  const [status, setStatus] = useState('');
  const url = siteUrl(paths.pick(username, matchId));
  const text = t.shareText(summary);

  const share = () => {
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects the promise: nothing to tell.
      navigator.share({ title: summary, text, url }).catch(() => {});
      return;
    }
    setFallback(true);
    void navigator.clipboard?.writeText(url).then(
      () => setStatus(t.copied),
      () => setStatus(t.copyFailed),
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <Button variant="outline" className="w-full" onClick={share}>
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
        {t.share}
      </Button>
      <p aria-live="polite" className="text-center text-sm font-medium text-emerald-800 empty:hidden">
        {status}
      </p>
      {fallback && (
        <div className="grid grid-cols-2 gap-2">
          <a href={whatsAppUrl(text, url)} {...newTab} className={buttonClasses('ghost', 'sm', 'w-full')}>
            {t.whatsApp}
            <span className="sr-only"> {t.newTab}</span>
          </a>
          <a
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
            {...newTab}
            className={buttonClasses('ghost', 'sm', 'w-full')}
          >
            {t.facebook}
            <span className="sr-only"> {t.newTab}</span>
          </a>
        </div>
      )}
    </div>
  );
}
