interface TeamEmblemProps {
  team: { name: string; emblem: { url: string } | null };
  className?: string;
}

/** Up to two letters: the first letters of the first two words ('FC Rapid' → 'FR'). */
function initials(name: string): string {
  return name
    .trim()
    .split(/[\s.-]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('ro-RO'))
    .join('');
}

/** A team's emblem (decorative: the name is written next to it), or its initials in a circle. */
function TeamEmblem({ team, className = 'size-10' }: TeamEmblemProps) {
  if (team.emblem?.url) {
    return (
      <img
        src={team.emblem.url}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className={`${className} shrink-0 object-contain`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-full bg-slate-200 text-xs font-bold text-slate-700 ring-1 ring-slate-300`}
    >
      {initials(team.name)}
    </span>
  );
}

/** Both teams of a pick, each emblem beside its name; stacks on narrow screens. */
export function TeamsLine({ team1, team2 }: { team1: TeamEmblemProps['team']; team2: TeamEmblemProps['team'] }) {
  return (
    <p className="flex flex-col gap-1.5 font-semibold text-ink min-[420px]:flex-row min-[420px]:flex-wrap min-[420px]:items-center min-[420px]:gap-x-2">
      <span className="flex min-w-0 items-center gap-2">
        <TeamEmblem team={team1} className="size-8" />
        <span className="min-w-0 break-words">{team1.name}</span>
      </span>
      <span className="sr-only text-muted min-[420px]:not-sr-only">–</span>
      <span className="flex min-w-0 items-center gap-2">
        <TeamEmblem team={team2} className="size-8" />
        <span className="min-w-0 break-words">{team2.name}</span>
      </span>
    </p>
  );
}
