/** Figures on the dashboard: numbers in the Indonesian locale (SPEC §9), times as minutes and seconds. */
const integer = new Intl.NumberFormat("id-ID");
const decimal = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 });

export const formatNumber = (value: number) => integer.format(value);

export const formatPercent = (value: number) => `${decimal.format(value)}%`;

/** A change against the previous period: "+12%", "-3,5%", "0%". */
export const formatChange = (value: number) => `${value > 0 ? "+" : ""}${decimal.format(value)}%`;

/** 245 → "4m 5s". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}m ${whole % 60}s`;
}
