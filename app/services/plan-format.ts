import { formatRupiah, formatWeeks } from "../i18n/figures.ts";
import type { Locale } from "../i18n/locales.ts";
import type { ServicePlan } from "./catalog";

/** A service plan's ranges written for the page's language, as posts write them: "10〜20週間", "Rp150–600 juta". */
export function formatPlan(plan: ServicePlan, locale: Locale): { weeks: string; budget: string } {
  return { weeks: formatWeeks(plan.weeks, locale), budget: formatRupiah(plan.budgetIdr, locale) };
}
