import { LOCALE } from '../../../domain/limits.ts';

export type TrendDirection = 'up' | 'down' | 'flat';

const percent = new Intl.NumberFormat(LOCALE, {
  signDisplay: 'exceptZero',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** '+12,5%', '-3,0%', '0,0%': the sign and the Romanian decimal comma. */
export function formatTrend(trend: number): string {
  return `${percent.format(trend)}%`;
}

export function trendDirection(trend: number): TrendDirection {
  if (trend > 0) return 'up';
  if (trend < 0) return 'down';
  return 'flat';
}
