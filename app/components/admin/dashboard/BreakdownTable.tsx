import type { ReactNode } from "react";
import type { BreakdownRow } from "~/admin/types";
import type { Dimension } from "~/analytics/dimensions";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { useValueLabel } from "./labels";
import { SuspectedMarker } from "./SuspectedMarker";
import { useFormat } from "./use-format";

type Figure = "visits" | "conversions" | "conversionRate" | "leads" | "wonValue";

/** A column the rows can be ordered by (the API's `sort`): the value or a figure. */
export type SortColumn = "value" | Figure;

/** The order the rows are in, and how to ask for another (a column's heading is then a button). */
export interface Sorting {
  column: SortColumn;
  descending: boolean;
  onSort: (column: SortColumn) => void;
}

const HEADINGS: Record<Figure, MessageKey> = {
  visits: "admin.figure.visits",
  conversions: "admin.figure.conversions",
  conversionRate: "admin.figure.conversionRate",
  leads: "admin.figure.leads",
  wonValue: "admin.figure.wonValue",
};

/**
 * A goal's columns: the visits that reached it and their share of all visits, whether or not the goal counts as a
 * conversion.
 */
const GOAL_HEADINGS: Record<Figure, MessageKey> = {
  ...HEADINGS,
  conversions: "admin.figure.visits",
  conversionRate: "admin.figure.shareOfVisits",
};

/**
 * Beside leads, the figures that wait for room: the conversion rate is not on a phone, and the count of
 * conversions, which the rate says already, only on a wide screen.
 */
const HIDDEN_BESIDE_LEADS: Partial<Record<Figure, string>> = {
  conversions: "hidden lg:table-cell",
  conversionRate: "hidden sm:table-cell",
};

/**
 * The dimensions whose values are paths: one line each, cut with an ellipsis (in full on hover), since a path
 * broken at its hyphens reads as two pages.
 */
const PATHS: ReadonlySet<Dimension> = new Set(["page", "entry_page", "exit_page"]);

/** What the eye should land on: the leads and the business they brought. */
const LEAD_FIGURES: ReadonlySet<Figure> = new Set(["leads", "wonValue"]);

/**
 * The figures of a table, in order. A goal's visits are its conversions, so a goal shows those once. A
 * dimension that keeps leads adds leads and, when any row brought won business, its value.
 */
function figuresOf(dimension: Dimension, rows: BreakdownRow[], withLeads: boolean): Figure[] {
  if (dimension === "goal") return ["conversions", "conversionRate"];
  if (!withLeads) return ["visits", "conversions", "conversionRate"];
  const won = rows.some((row) => (row.wonValue ?? 0) > 0);
  return ["visits", "conversions", "conversionRate", "leads", ...(won ? (["wonValue"] as const) : [])];
}

/**
 * A breakdown's rows as a table: the value with a bar for its share of the largest, then its figures (see
 * `figuresOf`). On a phone each row is the value on a line of its own with the figures below it, in columns
 * under one heading row, so that a column reads down the rows as on a wide screen. A source or referrer the
 * rule of automated traffic suspects carries a marker, described by the element `suspectedNote` names.
 */
export function BreakdownTable({
  name,
  caption,
  dimension,
  rows,
  withLeads,
  onFilter,
  suspectedNote,
  sorting,
  aside,
}: {
  /** Names the table for tests and styles (data-list). */
  name: string;
  caption: string;
  dimension: Dimension;
  rows: BreakdownRow[];
  withLeads: boolean;
  /** Filters the whole dashboard by a row's value: the value is then a button. */
  onFilter?: (value: string) => void;
  /** The id of what explains the marker of suspected automated traffic. */
  suspectedNote?: string;
  sorting?: Sorting;
  /** What a row's value carries after its label (a goal that is no conversion says so). */
  aside?: (value: string) => ReactNode;
}) {
  const format = useFormat();
  const { t } = useLocale();
  const label = useValueLabel();
  const figures = figuresOf(dimension, rows, withLeads);
  const barOf = (row: BreakdownRow) => (dimension === "goal" ? row.conversions : row.visits);
  const largest = Math.max(...rows.map(barOf), 1);
  // A path on one line: the value's cell takes the room the figures leave (max-w-0), and its text is cut.
  const valueFit = PATHS.has(dimension)
    ? { cell: "sm:max-w-0", text: "truncate" }
    : { cell: "", text: "[overflow-wrap:anywhere]" };
  const hidden = (figure: Figure) => (withLeads ? HIDDEN_BESIDE_LEADS[figure] : undefined) ?? "";
  const shown = (row: BreakdownRow, figure: Figure) => {
    if (figure === "conversionRate") return format.percent(row.conversionRate);
    // No won business is a dash, so that the sums that are there stand out; a sum in short (in full on hover).
    if (figure === "wonValue") return row.wonValue ? format.idrShort(row.wonValue) : "—";
    return format.number(row[figure] ?? 0);
  };
  // On a phone each row is a grid of the figures shown there, the same for every row: the value's column
  // as wide as its longest sum, the others sharing the rest.
  const columns = {
    gridTemplateColumns: figures
      .filter((figure) => !hidden(figure).startsWith("hidden"))
      .map((figure) =>
        // A "ch" is a digit's width: one more for the wider letters of "Rp" and "M".
        figure === "wonValue" ? `${Math.max(...rows.map((row) => shown(row, figure).length)) + 1}ch` : "minmax(0,1fr)",
      )
      .join(" "),
  };
  const ariaSort = (column: SortColumn) =>
    sorting?.column === column ? (sorting.descending ? "descending" : "ascending") : undefined;
  /** A heading's text, as a button that orders the rows by its column when the table can be ordered. */
  const heading = (column: SortColumn, text: string) =>
    sorting ? (
      <button
        type="button"
        data-sort={column}
        onClick={() => sorting.onSort(column)}
        className="font-medium hover:text-white aria-[pressed=true]:text-white"
        aria-pressed={sorting.column === column}
      >
        {text}
        {sorting.column === column && <span aria-hidden="true">{sorting.descending ? " ↓" : " ↑"}</span>}
      </button>
    ) : (
      text
    );
  return (
    <table className="w-full text-sm" data-list={name} data-dimension={dimension}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="grid items-end gap-x-3 pb-1 text-xs text-slate-400 sm:table-row sm:pb-0" style={columns}>
          <th scope="col" aria-sort={ariaSort("value")} className="pb-2 text-left font-medium max-sm:sr-only sm:w-full">
            {heading("value", t(`admin.dimension.${dimension}`))}
          </th>
          {figures.map((figure) => (
            <th
              key={figure}
              scope="col"
              aria-sort={ariaSort(figure)}
              className={`text-right font-medium sm:whitespace-nowrap sm:pb-2 sm:pl-4 ${hidden(figure)}`}
            >
              {heading(figure, t(dimension === "goal" ? GOAL_HEADINGS[figure] : HEADINGS[figure]))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.value}
            data-value={row.value}
            className="grid items-baseline gap-x-3 gap-y-0.5 border-white/5 border-t py-1.5 text-xs sm:table-row sm:border-t-0 sm:py-0 sm:text-sm"
            style={columns}
          >
            <th
              scope="row"
              className={`relative col-span-full text-left text-sm font-normal sm:py-0.5 ${valueFit.cell}`}
            >
              <span
                aria-hidden="true"
                className="absolute inset-y-0 left-0 rounded-md bg-brand-500/20 sm:inset-y-0.5"
                style={{ width: `${(barOf(row) / largest) * 100}%` }}
              />
              {onFilter ? (
                <button
                  type="button"
                  onClick={() => onFilter(row.value)}
                  title={t("admin.filters.add", { value: label(dimension, row.value) })}
                  aria-describedby={row.suspected ? suspectedNote : undefined}
                  className={`relative block w-full rounded-md px-2 py-1 text-left text-slate-100 hover:underline hover:decoration-brand-400 hover:underline-offset-4 ${valueFit.text}`}
                >
                  <span data-label>{label(dimension, row.value)}</span>
                  {row.suspected && <SuspectedMarker />}
                  {aside?.(row.value)}
                  <span className="sr-only">{t("admin.filters.addHint")}</span>
                </button>
              ) : (
                <span
                  className={`relative block px-2 py-1 text-slate-100 ${valueFit.text}`}
                  aria-describedby={row.suspected ? suspectedNote : undefined}
                >
                  <span data-label>{label(dimension, row.value)}</span>
                  {row.suspected && <SuspectedMarker />}
                  {aside?.(row.value)}
                </span>
              )}
            </th>
            {figures.map((figure) => (
              <td
                key={figure}
                data-cell={figure}
                title={figure === "wonValue" && row.wonValue ? format.idr(row.wonValue) : undefined}
                className={`whitespace-nowrap text-right tabular-nums sm:py-0.5 sm:pl-4 ${hidden(figure)}`}
              >
                <span
                  data-value
                  className={
                    !row[figure]
                      ? "text-slate-400"
                      : LEAD_FIGURES.has(figure)
                        ? "font-semibold text-white"
                        : "text-slate-200"
                  }
                >
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
