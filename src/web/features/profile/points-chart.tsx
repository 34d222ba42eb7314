import { count, formatNumber, nouns } from '../../../domain/numerals.ts';
import type { Profile } from '../../../domain/profile.schemas.ts';
import { scaleBars } from './chart.ts';
import { profileMessages as t } from './profile-messages.ts';

const HEIGHT = 120;
const BAR = 28;
const GAP = 12;
const LABEL = 20;

/** Points per round as SVG bars, oldest round on the left; summarised for screen readers. */
export function PointsChart({ pointsByRound }: { pointsByRound: Profile['pointsByRound'] }) {
  if (pointsByRound.length === 0) return <p className="text-sm text-muted">{t.chartEmpty}</p>;
  const { zeroY, bars } = scaleBars(
    pointsByRound.map((p) => p.points),
    HEIGHT,
  );
  const width = pointsByRound.length * (BAR + GAP) + GAP;
  const summary = t.chartSummary(pointsByRound.map((p) => `${p.round.name}: ${count(p.points, nouns.points)}`));
  return (
    <div className="overflow-x-auto">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 -${LABEL} ${width} ${HEIGHT + LABEL * 2}`}
        className="h-44 max-w-full"
        style={{ width: `${Math.max(width, 160)}px` }}
        preserveAspectRatio="xMinYMid meet"
      >
        <line x1="0" x2={width} y1={zeroY} y2={zeroY} stroke="#94a3b8" strokeWidth="1" />
        {bars.map((bar, i) => {
          const x = GAP + i * (BAR + GAP);
          const p = pointsByRound[i];
          return (
            <g key={p.round.documentId}>
              <rect
                x={x}
                y={bar.y}
                width={BAR}
                height={bar.height}
                rx="3"
                fill={p.round.current ? '#ca8a04' : '#047857'}
              />
              <text
                x={x + BAR / 2}
                y={bar.value >= 0 ? bar.y - 4 : bar.y + bar.height + 12}
                textAnchor="middle"
                fontSize="11"
                fontWeight="700"
                fill="#0f172a"
              >
                {formatNumber(bar.value)}
              </text>
              <text x={x + BAR / 2} y={HEIGHT + 14} textAnchor="middle" fontSize="10" fill="#475569">
                {shortRound(p.round.name, i)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/** 'Etapa 12' → 'E12'; any other name keeps its first 4 letters. */
function shortRound(name: string, index: number): string {
  const n = name.match(/\d+/)?.[0];
  return n ? `E${n}` : name.slice(0, 4) || String(index + 1);
}
