import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { nav, webMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { getAppConfig } from '../../app-config.ts';
import { BallIcon } from '../../components/ball-icon.tsx';
import { useUserSession } from '../../session.ts';
import { useLogout } from '../auth/use-logout.ts';
import { mainNav, type NavItem } from './nav-items.ts';

const linkClass =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-white hover:bg-brand-dark xl:px-2.5 xl:py-2 xl:text-sm ' +
  'aria-[current=page]:bg-brand-darker aria-[current=page]:text-accent';

function NavEntry({ item }: { item: NavItem }) {
  return (
    <li>
      <NavLink to={item.to} className={linkClass}>
        {item.mobileLabel ? (
          <>
            <span className="xl:hidden">{item.mobileLabel}</span>
            <span className="hidden xl:inline">{item.label}</span>
          </>
        ) : (
          item.label
        )}
      </NavLink>
    </li>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-current stroke-2">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export function Header() {
  const session = useUserSession();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A followed link closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="on-dark sticky top-0 z-40 bg-brand text-white shadow-md">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 py-2 xl:flex-nowrap">
        <Link to={paths.home} className="flex items-center gap-2 rounded-lg py-1.5 text-2xl font-black tracking-tight">
          <BallIcon className="size-8 text-brand-darker" />
          {getAppConfig().siteName}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold hover:bg-brand-dark xl:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <MenuIcon open={open} />
          {webMessages.menu}
        </button>
        <nav
          id={menuId}
          aria-label={webMessages.mainNavigation}
          className={`${open ? 'block' : 'hidden'} w-full pb-3 xl:block xl:w-auto xl:pb-0`}
        >
          <ul className="flex flex-col gap-0.5 border-t border-white/20 pt-2 xl:flex-row xl:items-center xl:border-0 xl:pt-0">
            {mainNav.map((item) => (
              <NavEntry key={item.to} item={item} />
            ))}
            {session ? (
              <>
                <NavEntry item={{ to: paths.leagues, label: nav.leagues }} />
                <NavEntry item={{ to: paths.user, label: nav.profile }} />
                <li>
                  <button
                    type="button"
                    onClick={logout}
                    className="mt-1 w-full rounded-lg border border-white/50 px-3 py-2 text-left text-base font-medium hover:bg-brand-dark xl:mt-0 xl:ml-1 xl:w-auto xl:py-1.5 xl:text-sm"
                  >
                    {webMessages.logout}
                  </button>
                </li>
              </>
            ) : (
              <NavEntry item={{ to: paths.login, label: nav.login }} />
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
