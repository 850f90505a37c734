/** Figures on the dashboard: numbers in the Indonesian locale (SPEC §9), times as minutes and seconds. */
const integer = new Intl.NumberFormat("id-ID");
const decimal = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 });

export const formatNumber = (value: number) => integer.format(value);

export const formatPercent = (value: number) => `${decimal.format(value)}%`;

/** A signed figure: "+12", "-3,5", "0". */
export const formatSigned = (value: number) => `${value > 0 ? "+" : ""}${decimal.format(value)}`;

/** A change against the previous period: "+12%", "-3,5%", "0%". */
export const formatChange = (value: number) => `${formatSigned(value)}%`;

/** 245 → "4m 5s". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}m ${whole % 60}s`;
}

const rupiah = new Intl.NumberFormat("id-ID", {
  style: "currency",
  currency: "IDR",
  currencyDisplay: "narrowSymbol",
  maximumFractionDigits: 0,
});

/**
 * A sum in rupiah, whole, grouped like every other figure of the dashboard (SPEC §9's Indonesian locale)
 * whatever the page's language: "Rp 150.000.000", never "2.513" visits beside "Rp 150,000,000".
 */
export const formatIdr = (value: number) => rupiah.format(value);

/**
 * A value in rupiah as staff type it, as whole rupiah: digits, grouped by dots, commas or spaces as in
 * any language ("150.000.000", "150,000,000", "Rp 150 000 000"); null for anything else (decimals, words).
 */
export function parseIdr(input: string): number | null {
  const digits = input.trim().replace(/^rp\.?\s*/i, "");
  if (!/^\d{1,3}([.,\s]?\d{3})*$/.test(digits)) return null;
  const value = Number(digits.replace(/[.,\s]/g, ""));
  return Number.isSafeInteger(value) ? value : null;
}
