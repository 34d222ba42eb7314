import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../components/skip-link.tsx';
import { Header } from './header.tsx';

// The footer sits below every page's content: it loads after the page (its links, texts and icons are not in any
// route's initial JS), and nothing above it moves when it arrives. The content is at least a screen tall, so the
// footer starts below the fold: a page that grows as its data arrives pushes it down out of sight, not across the
// screen (a visible footer moving was most of the layout shift on the leaderboard, round statistics and profiles).
const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })));

/** Header, main content and footer around every public route. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
