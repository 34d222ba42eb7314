import { useId, useState } from 'react';
import { paths } from '../../../domain/paths.ts';
import { Button } from '../../components/button.tsx';
import { leaguesMessages as t } from './leagues-messages.ts';

/** The league's invite link, read-only, with a button that copies it. */
export function InviteLink({ code }: { code: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${paths.leagueJoin(code)}`;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="mb-2 text-lg font-bold text-ink">
        {t.inviteTitle}
      </h2>
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
