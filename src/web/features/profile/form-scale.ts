// The geometry of the form chart (form-chart.tsx), kept pure so it can be tested.

/** Centres of `n` evenly spaced columns between `left` and `right`. */
export function columns(n: number, left: number, right: number): number[] {
  if (n <= 0) return [];
  const step = (right - left) / n;
  return Array.from({ length: n }, (_, i) => left + step * (i + 0.5));
}

/** A place's height: 1 at `top`, `worst` at `bottom` (a lower place is drawn lower). */
export function placeY(place: number, worst: number, top: number, bottom: number): number {
  if (worst <= 1) return top;
  return top + ((place - 1) / (worst - 1)) * (bottom - top);
}

/** A value's height between `min` (at `bottom`) and `max` (at `top`); 0 always within. */
export function valueY(value: number, min: number, max: number, top: number, bottom: number): number {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  if (hi === lo) return bottom;
  return bottom - ((value - lo) / (hi - lo)) * (bottom - top);
}

/** Every how many columns a round's label is written, so that labels stay `minGap` apart. */
export function labelEvery(n: number, width: number, minGap: number): number {
  if (n <= 0) return 1;
  const gap = width / n;
  return Math.max(1, Math.ceil(minGap / gap));
}

/** 'Etapa 12' → 'E12' (a number standing as a word); any other name, the first 4 letters of its last word. */
export function shortRound(name: string, index: number): string {
  const n = name.match(/(?:^|\s)(\d+)(?:\s|$)/)?.[1];
  if (n) return `E${n}`;
  return name.trim().split(/\s+/).at(-1)?.slice(0, 4) || String(index + 1);
}

/** Round tick values for an axis from 1 to `worst` (places) or from `min` to `max`: at most `count` of them. */
export function ticks(min: number, max: number, count: number): number[] {
  if (max <= min) return [min];
  const raw = (max - min) / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  // Places and points are whole numbers: a step under 1 would round to the same tick twice.
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw);
  const first = Math.ceil(min / step) * step;
  const out: number[] = [];
  for (let v = first; v <= max + 1e-9; v += step) out.push(Math.round(v));
  return out;
}

/**
 * Ticks of the place axis: 1 (its top) and the worst place (its bottom) always, and the round places between them
 * that keep three quarters of a step clear of both (so the gaps look even); at most `count` in all. A place axis
 * never reads as one lonely tick.
 */
export function placeTicks(worst: number, count: number): number[] {
  if (worst <= 1) return [1];
  const raw = (worst - 1) / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw);
  const between: number[] = [];
  for (let v = Math.ceil(2 / step) * step; v < worst; v += step) {
    if (v - 1 >= step * 0.75 && worst - v >= step * 0.75) between.push(Math.round(v));
  }
  return [1, ...between, worst];
}

/** An SVG path through the points, broken where a point is missing (a round without a place). */
export function brokenPath(points: readonly ([number, number] | null)[]): string {
  let d = '';
  let drawing = false;
  for (const p of points) {
    if (!p) {
      drawing = false;
      continue;
    }
    d += `${d ? ' ' : ''}${drawing ? 'L' : 'M'}${p[0]},${p[1]}`;
    drawing = true;
  }
  return d;
}
