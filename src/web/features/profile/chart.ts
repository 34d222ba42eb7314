interface Bar {
  /** Top of the bar, from the top of the chart. */
  y: number;
  height: number;
  value: number;
}

export interface BarScale {
  /** Where 0 sits, from the top of the chart. */
  zeroY: number;
  bars: Bar[];
}

/**
 * Bars of `values` in a chart `height` high: positive bars grow up from the zero line, negative ones
 * down (an admin adjustment can make a round negative). A non-zero value stays visible (at least 1).
 */
export function scaleBars(values: readonly number[], height: number): BarScale {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const range = max - min;
  if (range === 0) return { zeroY: height, bars: values.map((value) => ({ y: height, height: 0, value })) };
  const unit = height / range;
  const zeroY = max * unit;
  const bars = values.map((value) => {
    const h = value === 0 ? 0 : Math.max(1, Math.abs(value) * unit);
    return { y: value >= 0 ? zeroY - h : zeroY, height: h, value };
  });
  return { zeroY, bars };
}
