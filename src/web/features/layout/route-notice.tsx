import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A message a page hands to the next one through the navigation's state ({notice}): the account's deletion asked
 * (logged out, on the home page) or cancelled by a login. Shown once, above the page, until closed.
 */
export function RouteNotice() {
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const [closed, setClosed] = useState<string | null>(null);
  if (typeof notice !== 'string' || closed === location.key) return null;
  return (
    <div className="mx-auto mt-4 max-w-5xl px-4">
      <div
        role="status"
        className="flex items-start justify-between gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
      >
        <p className="font-medium">{notice}</p>
        <button
          type="button"
          onClick={() => setClosed(location.key)}
          className="min-h-9 shrink-0 rounded-lg px-3 text-sm font-semibold underline underline-offset-2"
        >
          Închide
        </button>
      </div>
    </div>
  );
}
