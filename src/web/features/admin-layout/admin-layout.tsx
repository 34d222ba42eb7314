import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { adminNav } from '../../../domain/admin-messages.ts';
import { webMessages } from '../../../domain/messages.ts';
import { apiPaths, paths } from '../../../domain/paths.ts';
import { adminApi } from '../../api.ts';
import { getAppConfig } from '../../app-config.ts';
import { SkipLink } from '../../components/skip-link.tsx';
import { clearAdminToken, getAdminToken } from '../../session.ts';
import { AdminSessionGuard } from '../admin-session/admin-session-guard.tsx';
import { adminSections } from './admin-sections.ts';

const linkClass =
  'block rounded-lg px-3 py-2.5 font-medium text-emerald-50 hover:bg-white/10 ' +
  'aria-[current=page]:bg-white aria-[current=page]:text-brand-darker';

/** The back office frame: a sidebar on wide screens, a collapsible top menu on phones. */
export function AdminLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      // Escape closes the menu and gives the focus back to its button, as the public header does.
      if (e.key === 'Escape') {
        setOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // The server ends this session first; the token is forgotten here even when that call fails.
  const logout = async () => {
    if (getAdminToken()) {
      await adminApi.post(apiPaths.logout, undefined, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
    }
    clearAdminToken();
    queryClient.clear();
    navigate(paths.admin.login, { replace: true });
  };

  return (
    <div className="min-h-dvh bg-slate-100 md:flex">
      <SkipLink />
      <AdminSessionGuard />
      <header className="on-dark bg-brand-darker text-white md:sticky md:top-0 md:flex md:h-dvh md:w-56 md:shrink-0 md:flex-col">
        <div className="flex items-center justify-between gap-3 px-4 py-3 md:py-5">
          <Link to={paths.admin.dashboard} className="rounded text-xl font-black">
            {getAppConfig().siteName} <span className="font-medium text-emerald-200">{adminNav.panelName}</span>
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="min-h-11 rounded-lg px-3 font-semibold hover:bg-white/10 md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            {webMessages.menu}
          </button>
        </div>
        <nav
          id={menuId}
          aria-label={adminNav.navigation}
          className={`${open ? 'block' : 'hidden'} px-3 pb-4 md:flex md:flex-1 md:flex-col md:overflow-y-auto`}
        >
          <ul className="space-y-0.5">
            {adminSections.map((s) => (
              <li key={s.path}>
                <NavLink to={s.path} className={linkClass}>
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={logout}
            className="mt-4 w-full rounded-lg border border-white/40 px-3 py-2.5 text-left font-medium hover:bg-white/10 md:mt-auto"
          >
            {webMessages.logout}
          </button>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none md:px-8 md:py-8">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
