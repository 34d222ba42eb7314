import { useState } from 'react';
import { contentMessages } from '../../../domain/messages.ts';
import { communityPageMessages as t } from './community-messages.ts';
import { LoginNotice } from './login-notice.tsx';

/** A visitor's collapsed composer: using it explains that posting needs a login. */
export function VisitorComposer() {
  const [refused, setRefused] = useState(false);
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <button
        type="button"
        onClick={() => setRefused(true)}
        className="flex min-h-12 w-full items-center rounded-xl border border-slate-400 bg-white px-3.5 text-left text-base text-slate-600 hover:border-brand"
      >
        {t.composerPlaceholder}
      </button>
      {refused && <LoginNotice text={contentMessages.mustLoginToPost} />}
    </div>
  );
}
