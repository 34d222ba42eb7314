import type { AdminUser } from './users.api.ts';
import { usersTexts as t } from './users-texts.ts';

const isWebLink = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);

function YouTubeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
      <path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.8 15.1V8.9l5.7 3.1Z" />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" className="fill-current" />
    </svg>
  );
}

const linkClass = 'grid place-items-center rounded-lg ring-1 ring-slate-200 hover:bg-slate-50';

/** YouTube and Instagram as icon links, or 'Niciunul'; `compact`: smaller targets, for a table's row. */
export function SocialLinks({ user, compact = false }: { user: AdminUser; compact?: boolean }) {
  const youtube = isWebLink(user.youtubeAccount) ? user.youtubeAccount : null;
  const instagram = isWebLink(user.instagramAccount) ? user.instagramAccount : null;
  if (!youtube && !instagram) return <span className="text-sm text-muted">{t.noSocial}</span>;
  const size = compact ? 'size-8' : 'size-10';
  return (
    <div className={`flex ${compact ? 'gap-1' : 'gap-2'}`}>
      {youtube && (
        <a
          href={youtube}
          target="_blank"
          rel="noopener noreferrer nofollow"
          title={youtube}
          className={`${linkClass} ${size} text-red-700`}
        >
          <YouTubeIcon />
          <span className="sr-only">{t.youtubeOf(user.username)}</span>
        </a>
      )}
      {instagram && (
        <a
          href={instagram}
          target="_blank"
          rel="noopener noreferrer nofollow"
          title={instagram}
          className={`${linkClass} ${size} text-fuchsia-800`}
        >
          <InstagramIcon />
          <span className="sr-only">{t.instagramOf(user.username)}</span>
        </a>
      )}
    </div>
  );
}
