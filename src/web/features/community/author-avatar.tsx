import type { Media } from '../../../domain/media.schemas.ts';
import { absoluteMediaUrl } from './post-media.ts';

/** The smallest stored rendition at least `min` px wide, else the original. */
function avatarUrl(avatar: Pick<Media, 'url' | 'formats'>, min: number): string {
  const formats = Object.values(avatar.formats ?? {})
    .filter((f) => f.width >= min)
    .sort((a, b) => a.width - b.width);
  return absoluteMediaUrl(formats[0]?.url ?? avatar.url, window.location.origin);
}

interface AuthorAvatarProps {
  avatar: Pick<Media, 'url' | 'formats'> | null;
  username: string;
  /** Tailwind size classes. */
  className?: string;
  px?: number;
}

/** A round avatar, or the username's initials; decorative, as the username is written next to it. */
export function AuthorAvatar({ avatar, username, className = 'size-10', px = 40 }: AuthorAvatarProps) {
  if (avatar?.url) {
    return (
      <img
        src={avatarUrl(avatar, px * 2)}
        alt=""
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        className={`${className} shrink-0 rounded-full bg-slate-200 object-cover`}
      />
    );
  }
  const initials =
    username
      .split(/[\s_.-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part.slice(0, 1))
      .join('') || '?';
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-full bg-emerald-100 text-sm font-bold text-emerald-900 uppercase`}
    >
      {initials}
    </span>
  );
}
