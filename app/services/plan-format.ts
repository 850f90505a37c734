import type { ServicePlan } from "./catalog";

/** A service plan's ranges written for the page's language: "10–20 weeks", "IDR 150–600M" / "Rp 150–600 jt". */
export function formatPlan(plan: ServicePlan, languageTag: string): { weeks: string; budget: string } {
  const weeks = new Intl.NumberFormat(languageTag, { style: "unit", unit: "week", unitDisplay: "long" });
  const rupiah = new Intl.NumberFormat(languageTag, {
    style: "currency",
    currency: "IDR",
    notation: "compact",
    maximumSignificantDigits: 3,
  });
  return { weeks: weeks.formatRange(...plan.weeks), budget: rupiah.formatRange(...plan.budgetIdr) };
}
