import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const NOTICE_KEY = 'prezice:notice';

/** Leaves a message for the next page (in sessionStorage: it survives the redirects of a logout). */
export function noticeForNextPage(text: string) {
  try {
    sessionStorage.setItem(NOTICE_KEY, text);
  } catch {}
}

/**
 * The message a page left for the next one (noticeForNextPage): the account's deletion asked (logged out, on the
 * home page) or cancelled by a login. The home page shows it above its first section, until the next navigation.
 */
export function RouteNotice() {
  const { key } = useLocation();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    try {
      setText(sessionStorage.getItem(NOTICE_KEY));
      sessionStorage.removeItem(NOTICE_KEY);
    } catch {}
  }, [key]);
  return (
    text && (
      <p
        role="status"
        className="mx-4 mt-4 max-w-5xl rounded-2xl bg-emerald-50 p-4 font-medium text-emerald-950 lg:mx-auto"
      >
        {text}
      </p>
    )
  );
}
