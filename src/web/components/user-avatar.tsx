import type { Media } from '../../domain/media.schemas.ts';

/** The smallest stored rendition at least `min` px wide, else the original. */
export function mediaUrl(media: Media, min = 0): string {
  const formats = Object.values(media.formats ?? {})
    .filter((f) => f.width >= min)
    .sort((a, b) => a.width - b.width);
  return formats[0]?.url ?? media.url;
}

interface UserAvatarProps {
  avatar: Media | null;
  username: string;
  /** Tailwind size classes, e.g. 'size-10'. */
  className?: string;
  /** Empty when the username is written next to it. */
  alt?: string;
  px?: number;
}

/** A round avatar, or the username's first letter when there is none. */
export function UserAvatar({ avatar, username, className = 'size-10', alt = '', px = 40 }: UserAvatarProps) {
  if (avatar) {
    return (
      <img
        src={mediaUrl(avatar, px * 2)}
        alt={alt}
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        className={`${className} shrink-0 rounded-full bg-slate-200 object-cover ring-2 ring-white`}
      />
    );
  }
  const look = `${className} grid shrink-0 place-items-center rounded-full bg-emerald-100 font-bold text-emerald-900 uppercase ring-2 ring-white`;
  if (!alt) {
    return (
      <span aria-hidden="true" className={look}>
        {username.slice(0, 1)}
      </span>
    );
  }
  return (
    <span role="img" aria-label={alt} className={look}>
      {username.slice(0, 1)}
    </span>
  );
}

interface TeamEmblemProps {
  emblem: Media | null;
  name: string;
  className?: string;
  /** Empty when the team's name is written next to it. */
  alt?: string;
}

export function TeamEmblem({ emblem, name, className = 'size-6', alt = '' }: TeamEmblemProps) {
  if (!emblem) {
    return (
      <span
        aria-hidden="true"
        className={`${className} grid shrink-0 place-items-center rounded-full bg-slate-200 text-[0.6rem] font-bold text-slate-700`}
      >
        {name.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={mediaUrl(emblem, 48)}
      alt={alt}
      title={alt ? undefined : name}
      loading="lazy"
      decoding="async"
      className={`${className} shrink-0 object-contain`}
    />
  );
}
