import type { Media } from '../../../domain/media.schemas.ts';

interface TeamBadgeProps {
  team: { name: string; emblem: Pick<Media, 'url'> | null };
  /** 'md' on cards, 'lg' at the top of the prediction form. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-8 text-xs', md: 'size-12 text-sm', lg: 'size-16 text-base' } as const;
const nameSizes = { sm: 'text-sm', md: 'text-sm sm:text-base', lg: 'text-base sm:text-lg' } as const;

/** Up to two letters: the first letters of the first two words ('FC Rapid' → 'FR'). */
function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s.-]+/u)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('ro-RO'))
    .join('');
}

/** A team's emblem (or a neutral circle with its initials when it has none) above its name. */
export function TeamBadge({ team, size = 'md', className = '' }: TeamBadgeProps) {
  return (
    <div className={`flex min-w-0 flex-col items-center gap-2 text-center ${className}`}>
      {team.emblem?.url ? (
        <img
          src={team.emblem.url}
          alt={team.name}
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className={`${sizes[size]} shrink-0 object-contain`}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`${sizes[size]} flex shrink-0 items-center justify-center rounded-full bg-slate-200 font-bold text-slate-700 ring-1 ring-slate-300`}
        >
          {initials(team.name)}
        </span>
      )}
      <span className={`w-full font-semibold leading-tight break-words hyphens-auto text-ink ${nameSizes[size]}`}>
        {team.name}
      </span>
    </div>
  );
}
