import { useEffect, useRef, useState } from 'react';
import type { FormRound } from '../../../domain/form.ts';
import { formatNumber } from '../../../domain/numerals.ts';
import { formMessages as t } from './form-messages.ts';
import { brokenPath, columns, labelEvery, placeTicks, placeY, shortRound, ticks, valueY } from './form-scale.ts';

// The form chart, drawn as SVG at the width it is given (measured), so its text keeps its size from 360 px phones
// to desktops: places on top (1 at the top; the season's solid, the round's dashed, broken where the player has no
// place), points below (the round's bars, the season's line), the best round in the accent colour across both.
// Colours are the design tokens.

const LEFT = 40;
const RIGHT = 14;
const PANEL_GAP = 34;

/** The width of an element, followed as it changes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const path = (points: [number, number][]) => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x},${y}`).join(' ');

/** Whether the chart has a places panel: a ranked player with a place in some round (a place needs points). */
export const hasPlaces = (rounds: FormRound[], ranked: boolean) =>
  ranked && rounds.some((r) => r.roundPlace !== null || r.seasonPlace !== null);

export function FormChart({ rounds, ranked, label }: { rounds: FormRound[]; ranked: boolean; label: string }) {
  const [ref, measured] = useWidth<HTMLDivElement>();
  const width = Math.max(280, measured || 640);
  const narrow = width < 480;
  const panel = narrow ? 110 : 150;
  const right = width - RIGHT;
  const xs = columns(rounds.length, LEFT, right);
  const slot = (right - LEFT) / Math.max(1, rounds.length);
  const every = labelEvery(rounds.length, right - LEFT, 34);
  const bestIndex = rounds.findIndex((r) => r.best);

  // Places panel (only for ranked players, once they have a place).
  const places = hasPlaces(rounds, ranked);
  const placesTop = 22;
  const placesBottom = placesTop + panel;
  const worst = Math.max(2, ...rounds.flatMap((r) => [r.seasonPlace ?? 1, r.roundPlace ?? 1]));
  const py = (p: number) => placeY(p, worst, placesTop + 6, placesBottom - 6);
  const placeLine = (place: (r: FormRound) => number | null) =>
    brokenPath(rounds.map((r, i) => (place(r) === null ? null : [xs[i], py(place(r) as number)])));

  // Points panel.
  const pointsTop = places ? placesBottom + PANEL_GAP : 22;
  const pointsBottom = pointsTop + panel;
  const values = rounds.flatMap((r) => [r.roundPoints, r.seasonPoints]);
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const vy = (v: number) => valueY(v, min, max, pointsTop + 6, pointsBottom);
  const bar = Math.min(28, slot * 0.55);
  const band = Math.min(slot - 4, 64);
  const height = pointsBottom + 26;

  return (
    <div ref={ref} className="w-full">
      <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        {bestIndex >= 0 && (
          <rect
            x={xs[bestIndex] - band / 2}
            y={places ? placesTop - 4 : pointsTop - 4}
            width={band}
            height={pointsBottom - (places ? placesTop : pointsTop) + 8}
            rx="6"
            className="fill-accent"
            opacity="0.3"
          />
        )}
        {places && (
          <g>
            <text x={LEFT} y={placesTop - 8} fontSize="12" fontWeight="700" className="fill-ink">
              {t.placesTitle}
            </text>
            <g data-testid="place-ticks">
              {placeTicks(worst, narrow ? 4 : 5).map((p) => (
                <g key={p}>
                  <line x1={LEFT} x2={right} y1={py(p)} y2={py(p)} className="stroke-slate-200" strokeWidth="1" />
                  <text x={LEFT - 6} y={py(p) + 4} fontSize="11" textAnchor="end" className="fill-muted">
                    {formatNumber(p)}
                  </text>
                </g>
              ))}
            </g>
            <path
              d={placeLine((r) => r.roundPlace)}
              fill="none"
              className="stroke-muted"
              strokeWidth="2"
              strokeDasharray="5 4"
            />
            <path d={placeLine((r) => r.seasonPlace)} fill="none" className="stroke-brand" strokeWidth="2.5" />
            {rounds.map((r, i) => (
              <g key={r.documentId}>
                {r.roundPlace !== null && (
                  <circle
                    cx={xs[i]}
                    cy={py(r.roundPlace)}
                    r="3.5"
                    className="fill-white stroke-muted"
                    strokeWidth="2"
                  />
                )}
                {r.seasonPlace !== null && <circle cx={xs[i]} cy={py(r.seasonPlace)} r="4" className="fill-brand" />}
              </g>
            ))}
          </g>
        )}
        <g>
          <text x={LEFT} y={pointsTop - 8} fontSize="12" fontWeight="700" className="fill-ink">
            {t.pointsTitle}
          </text>
          {ticks(min, max, narrow ? 3 : 4).map((v) => (
            <g key={v}>
              <line x1={LEFT} x2={right} y1={vy(v)} y2={vy(v)} className="stroke-slate-200" strokeWidth="1" />
              <text x={LEFT - 6} y={vy(v) + 4} fontSize="11" textAnchor="end" className="fill-muted">
                {formatNumber(v)}
              </text>
            </g>
          ))}
          <line x1={LEFT} x2={right} y1={vy(0)} y2={vy(0)} className="stroke-muted" strokeWidth="1" />
          {rounds.map((r, i) => {
            const top = Math.min(vy(r.roundPoints), vy(0));
            const h = Math.abs(vy(r.roundPoints) - vy(0));
            return (
              <rect
                key={r.documentId}
                x={xs[i] - bar / 2}
                y={top}
                width={bar}
                height={Math.max(h, r.roundPoints === 0 ? 0 : 1)}
                rx="2"
                className={r.best ? 'fill-brand-dark' : 'fill-brand'}
                opacity={r.best ? 0.9 : 0.4}
              />
            );
          })}
          <path
            d={path(rounds.map((r, i) => [xs[i], vy(r.seasonPoints)]))}
            fill="none"
            className="stroke-brand-dark"
            strokeWidth="2.5"
          />
          {rounds.map((r, i) => (
            <circle key={r.documentId} cx={xs[i]} cy={vy(r.seasonPoints)} r="3.5" className="fill-brand-dark" />
          ))}
        </g>
        {rounds.map((r, i) =>
          i % every === 0 || r.best ? (
            <text
              key={r.documentId}
              x={xs[i]}
              y={pointsBottom + 18}
              fontSize="11"
              textAnchor="middle"
              fontWeight={r.best ? '700' : '400'}
              className="fill-ink"
            >
              {r.best ? `★ ${shortRound(r.name, i)}` : shortRound(r.name, i)}
            </text>
          ) : null,
        )}
      </svg>
    </div>
  );
}

/** The legend under the chart (text, so it reads at any size). */
export function FormLegend({ places, best }: { places: boolean; best: boolean }) {
  const item = 'inline-flex items-center gap-2';
  return (
    <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted" aria-hidden="true">
      {places && (
        <>
          <li className={item}>
            <span className="inline-block h-0.5 w-6 bg-brand" />
            {t.seasonPlace}
          </li>
          <li className={item}>
            <span className="inline-block w-6 border-t-2 border-dashed border-muted" />
            {t.roundPlace}
          </li>
        </>
      )}
      <li className={item}>
        <span className="inline-block h-3 w-3 rounded-sm bg-brand/40" />
        {t.roundPoints}
      </li>
      <li className={item}>
        <span className="inline-block h-0.5 w-6 bg-brand-dark" />
        {t.seasonPoints}
      </li>
      {best && (
        <li className={item}>
          <span className="inline-block h-3 w-3 rounded-sm bg-accent" />★ {t.best}
        </li>
      )}
    </ul>
  );
}
