import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../components/skip-link.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Header, main content and footer around every public route. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
