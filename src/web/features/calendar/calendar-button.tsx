import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { loginReturningTo } from '../../../domain/return-path.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { useUserSession } from '../../session.ts';
import { calendarMessages as t } from './calendar-messages.ts';

// The dialog (links, copy, a new link) loads on the first click: the matches page carries only this button.
const CalendarDialog = lazy(() => import('./calendar-dialog.tsx').then((m) => ({ default: m.CalendarDialog })));

const CalendarIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-4 shrink-0"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
  </svg>
);

/** "Adaugă în calendar": the player's private feed; a visitor is invited to log in first. */
export function CalendarButton() {
  const session = useUserSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (!session?.userId) {
    return (
      <ButtonLink
        to={loginReturningTo(location)}
        variant="outline"
        size="sm"
        aria-label={t.loginToAdd}
        title={t.loginToAdd}
        className="self-start"
      >
        <CalendarIcon />
        {t.open}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button variant="outline" size="sm" className="self-start" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <CalendarIcon />
        {t.open}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CalendarDialog userId={session.userId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
