import { paths } from '../domain/paths.ts';

// The client loads each page's code on demand (src/web/router.tsx). On a first visit that is a waterfall: the entry,
// then the page's chunk, then its data. The server knows the page from the URL, so index.html names the page's
// chunks at once (modulepreload) and the browser fetches them beside the entry.

/** The page module src/web/router.tsx loads for each public route (web-preload.test.ts keeps the two in step). */
export const publicPageModules: Readonly<Record<string, string>> = {
  [paths.home]: 'src/web/pages/public/landing-page.tsx',
  [paths.login]: 'src/web/pages/public/login-page.tsx',
  [paths.forgotPassword]: 'src/web/pages/public/forgot-password-page.tsx',
  [paths.resetPassword]: 'src/web/pages/public/reset-password-page.tsx',
  [paths.changePassword]: 'src/web/pages/public/change-password-page.tsx',
  [paths.register]: 'src/web/pages/public/register-page.tsx',
  [paths.verifyPhone]: 'src/web/pages/public/verify-phone-page.tsx',
  [paths.matches]: 'src/web/pages/public/matches-page.tsx',
  [paths.predictRoute]: 'src/web/pages/public/predict-page.tsx',
  [paths.rules]: 'src/web/pages/public/rules-page.tsx',
  [paths.terms]: 'src/web/pages/public/terms-page.tsx',
  [paths.corrections]: 'src/web/pages/public/corrections-page.tsx',
  [paths.privacy]: 'src/web/pages/public/privacy-page.tsx',
  [paths.leaderboard]: 'src/web/pages/public/leaderboard-page.tsx',
  [paths.clubs]: 'src/web/pages/public/club-standings-page.tsx',
  [paths.user]: 'src/web/pages/public/profile-page.tsx',
  [paths.publicProfileRoute]: 'src/web/pages/public/public-profile-page.tsx',
  [paths.roundStats]: 'src/web/pages/public/round-stats-page.tsx',
  [paths.communityPosts]: 'src/web/pages/public/community-page.tsx',
  [paths.roundSlip]: 'src/web/pages/public/round-slip-page.tsx',
  [paths.dailySlips]: 'src/web/pages/public/daily-slips-page.tsx',
  [paths.announcements]: 'src/web/pages/public/announcements-page.tsx',
  [paths.announcementRoute]: 'src/web/pages/public/announcement-page.tsx',
  [paths.leagues]: 'src/web/pages/public/leagues-page.tsx',
  [paths.leagueJoinRoute]: 'src/web/pages/public/league-join-page.tsx',
  [paths.leagueRoute]: 'src/web/pages/public/league-page.tsx',
  [paths.remindersUnsubscribe]: 'src/web/pages/public/reminders-unsubscribe-page.tsx',
  [paths.pickRoute]: 'src/web/pages/public/pick-page.tsx',
};

/** The part of Vite's .vite/manifest.json read here. */
export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** '/predict/:matchId' as a regular expression; like the client's router, a trailing slash is ignored. */
function routePattern(route: string): RegExp {
  const body = route
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const routes = Object.entries(publicPageModules).map(([route, module]) => ({ pattern: routePattern(route), module }));

/** The page module of a URL path, or null for a path with no public page of its own. */
export function pageModuleFor(pathname: string): string | null {
  return routes.find((r) => r.pattern.test(pathname))?.module ?? null;
}

function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * A function giving the <link> tags that preload a path's page: its chunk and the chunks it imports, less those
 * index.html loads already (the entry's), and their stylesheets.
 */
export function preloadLinks(manifest: ViteManifest): (pathname: string) => string {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const cache = new Map<string, string>();
  return (pathname) => {
    const module = pageModuleFor(pathname);
    if (!module || !manifest[module]) return '';
    const known = cache.get(module);
    if (known !== undefined) return known;
    const chunks = [...closure(manifest, module)].filter((k) => !loaded.has(k)).map((k) => manifest[k]);
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
    const tags = [
      ...chunks.map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}">`),
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ].join('\n    ');
    cache.set(module, tags);
    return tags;
  };
}
