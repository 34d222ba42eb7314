import type { Media } from '../../../domain/media.schemas.ts';
import { mediaUrl } from '../../components/user-avatar.tsx';

interface LeagueEmblemProps {
  emblem: Media | null;
  /** Empty when the league's name is written next to it. */
  alt?: string;
  /** Tailwind size classes, e.g. 'size-10'. */
  className?: string;
  px?: number;
}

/** A league's emblem, when it has one (nothing otherwise). */
export function LeagueEmblem({ emblem, alt = '', className = 'size-10', px = 40 }: LeagueEmblemProps) {
  if (!emblem) return null;
  return (
    <img
      src={mediaUrl(emblem, px * 2)}
      alt={alt}
      width={px}
      height={px}
      decoding="async"
      className={`${className} shrink-0 rounded-xl bg-white object-contain ring-1 ring-slate-200`}
    />
  );
}
