import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { isApiError } from '../../api.ts';
import { Button } from '../../components/button.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { unsubscribeEmail } from '../../features/reminders/reminders.api.ts';
import { remindersMessages as t } from '../../features/reminders/reminders-messages.ts';

/** Keeps the page out of search results while it is shown (its link carries a personal token). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

const cut = t.unsubscribeButton.lastIndexOf(' ');
const [buttonHead, buttonTail] = [t.unsubscribeButton.slice(0, cut), t.unsubscribeButton.slice(cut + 1)];

type State = { step: 'ready' } | { step: 'pending' } | { step: 'done' } | { step: 'failed'; message: string };

/** /reminders/unsubscribe?token=…: the reminder e-mail's link. Works logged out; one press stops the e-mails. */
export function RemindersUnsubscribePage() {
  useNoIndex();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>({ step: 'ready' });
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.step === 'done') doneRef.current?.focus();
  }, [state.step]);

  const unsubscribe = async () => {
    setState({ step: 'pending' });
    try {
      await unsubscribeEmail(token);
      setState({ step: 'done' });
    } catch (e) {
      // A 4xx carries the server's Romanian reason (e.g. a link that is not valid); anything else reads as a failure.
      const shown = isApiError(e) && e.status >= 400 && e.status < 500 ? e.message : t.unsubscribeFailed;
      setState({ step: 'failed', message: shown });
    }
  };

  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-3xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <PageTitle title={t.unsubscribeTitle} description={t.unsubscribeDescription} />
        {!token ? (
          <ErrorMessage text={t.unsubscribeBadLink} />
        ) : state.step === 'done' ? (
          <div ref={doneRef} tabIndex={-1} role="status" className="space-y-3 outline-none">
            <p className="rounded-xl bg-brand-light p-4 font-semibold text-emerald-950">{t.unsubscribeDone}</p>
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-base text-ink">{t.unsubscribeIntro}</p>
            {state.step === 'failed' && <ErrorMessage text={state.message} />}
            <Button
              variant="secondary"
              size="md"
              className="w-full px-3"
              pending={state.step === 'pending'}
              onClick={() => void unsubscribe()}
            >
              {/* On a phone the line breaks before "e-mailuri", never inside it. */}
              <span>
                {buttonHead} <span className="whitespace-nowrap">{buttonTail}</span>
              </span>
            </Button>
          </div>
        )}
        <Link
          to={paths.user}
          className="mt-6 inline-block rounded font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
        >
          {t.toProfile}
        </Link>
      </div>
    </div>
  );
}
