import { formatIdr, formatNumber, formatPercent } from "~/admin/format";
import type { BreakdownRow } from "~/admin/types";
import type { Dimension } from "~/analytics/dimensions";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { LANGUAGES } from "~/i18n/locales";
import { useValueLabel } from "./labels";

type Figure = "visits" | "conversions" | "conversionRate" | "leads" | "wonValue";

const HEADINGS: Record<Figure, MessageKey> = {
  visits: "admin.figure.visits",
  conversions: "admin.figure.conversions",
  conversionRate: "admin.figure.conversionRate",
  leads: "admin.figure.leads",
  wonValue: "admin.figure.wonValue",
};

/**
 * A breakdown's rows as a table: the value with a bar for its share of the most visits, then visits,
 * conversions and conversion rate, and where the dimension keeps leads, leads and the won business in
 * IDR. On a phone each row is the value on a line of its own and the figures after it, each named.
 */
export function BreakdownTable({
  name,
  caption,
  dimension,
  rows,
  withLeads,
}: {
  /** Names the table for tests and styles (data-list). */
  name: string;
  caption: string;
  dimension: Dimension;
  rows: BreakdownRow[];
  withLeads: boolean;
}) {
  const { locale, t } = useLocale();
  const label = useValueLabel();
  const figures: Figure[] = [
    "visits",
    "conversions",
    "conversionRate",
    ...(withLeads ? (["leads", "wonValue"] as const) : []),
  ];
  const largest = Math.max(...rows.map((row) => row.visits), 1);
  const shown = (row: BreakdownRow, figure: Figure) => {
    if (figure === "conversionRate") return formatPercent(row.conversionRate);
    if (figure === "wonValue") return formatIdr(row.wonValue ?? 0, LANGUAGES[locale].tag);
    return formatNumber(row[figure] ?? 0);
  };
  return (
    <table className="w-full text-sm" data-list={name} data-dimension={dimension}>
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only sm:not-sr-only">
        <tr className="text-xs text-slate-400">
          <th scope="col" className="pb-2 text-left font-medium sm:w-full">
            {t(`admin.dimension.${dimension}`)}
          </th>
          {figures.map((figure) => (
            <th key={figure} scope="col" className="whitespace-nowrap pb-2 pl-4 text-right font-medium">
              {t(HEADINGS[figure])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.value}
            data-value={row.value}
            className="flex flex-wrap items-baseline gap-x-3 border-white/5 border-t py-2 first:border-t-0 sm:table-row sm:border-t-0 sm:py-0"
          >
            <th scope="row" className="relative mb-1 basis-full text-left font-normal sm:mb-0 sm:py-1">
              <span
                aria-hidden="true"
                className="absolute inset-y-0 left-0 rounded-lg bg-brand-500/15 sm:inset-y-1"
                style={{ width: `${(row.visits / largest) * 100}%` }}
              />
              <span className="relative block px-2 py-1 text-slate-200 [overflow-wrap:anywhere]" data-label>
                {label(dimension, row.value)}
              </span>
            </th>
            {figures.map((figure) => (
              <td
                key={figure}
                data-cell={figure}
                className="whitespace-nowrap text-xs tabular-nums sm:py-1 sm:pl-4 sm:text-right sm:text-sm"
              >
                <span aria-hidden="true" className="mr-1 text-slate-400 sm:hidden">
                  {t(HEADINGS[figure])}
                </span>
                <span data-value className={row[figure] ? "font-medium text-white" : "text-slate-400"}>
                  {shown(row, figure)}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
