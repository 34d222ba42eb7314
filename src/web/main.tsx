// First: Zod's settings must be in place before any page chunk brings Zod.
import './zod-setup.ts';
import './styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { isApiError } from './api.ts';
import { router } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on its own: retry only network and server failures.
      retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A transition: React renders the first screen in slices and lets the browser breathe between them, rather than in
// one long task that would keep a slow phone from answering a tap (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});

// The service worker (offline page, precache, update banner), once the page has loaded: never part of the first
// screen's JavaScript. Only in a build: the dev server has no /sw.js.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./features/pwa/register-sw.ts').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
