import type { Medal } from './medal.ts';
import { standingsMessages as t } from './standings-messages.ts';

const colours: Record<Medal, { fill: string; ribbon: string; text: string; label: string }> = {
  gold: { fill: '#facc15', ribbon: '#b45309', text: '#713f12', label: t.medalGold },
  silver: { fill: '#cbd5e1', ribbon: '#475569', text: '#1e293b', label: t.medalSilver },
  bronze: { fill: '#f59e0b', ribbon: '#9a3412', text: '#431407', label: t.medalBronze },
};

/** A medal drawn in SVG (no emoji: not every system has an emoji font), named for screen readers. */
export function MedalIcon({ medal, rank, className = 'size-8' }: { medal: Medal; rank: number; className?: string }) {
  const c = colours[medal];
  return (
    <svg role="img" aria-label={c.label} viewBox="0 0 32 32" className={className}>
      <title>{c.label}</title>
      <path d="M9 2h6l3 9h-6zM23 2h-6l-3 9h6z" fill={c.ribbon} />
      <circle cx="16" cy="20" r="10" fill={c.fill} stroke={c.ribbon} strokeWidth="1.5" />
      <text x="16" y="24.5" textAnchor="middle" fontSize="12" fontWeight="800" fill={c.text}>
        {rank}
      </text>
    </svg>
  );
}
