import { Globe } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { BreakdownRow } from "~/admin/types";
import type { Dimension } from "~/analytics/dimensions";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { countryFlag, useValueLabel } from "./labels";
import { SuspectedMarker } from "./SuspectedMarker";
import { useFormat } from "./use-format";

type Figure = "visitors" | "visits" | "conversions" | "conversionRate" | "leads" | "wonValue";

/** A column the rows can be ordered by (the API's `sort`): the value or a figure. */
export type SortColumn = "value" | Figure;

/** The order the rows are in, and how to ask for another (a column's heading is then a button). */
export interface Sorting {
  column: SortColumn;
  descending: boolean;
  onSort: (column: SortColumn) => void;
}

const HEADINGS: Record<Figure, MessageKey> = {
  visitors: "admin.figure.visitors",
  visits: "admin.figure.visits",
  conversions: "admin.figure.conversions",
  conversionRate: "admin.figure.conversionRate",
  leads: "admin.figure.leads",
  wonValue: "admin.figure.wonValue",
};

/**
 * A goal's columns: the visitors and the visits that reached it (a funnel's steps count visitors too), and the
 * visits' share of all visits, whether or not the goal counts as a conversion.
 */
const GOAL_HEADINGS: Record<Figure, MessageKey> = {
  ...HEADINGS,
  conversions: "admin.figure.visits",
  conversionRate: "admin.figure.shareOfVisits",
};

/**
 * Beside leads, the count of conversions (which the rate says already) waits for room: in a card as wide as the
 * page it shows on a wide screen, in a card of half the page never (its values need the room).
 */
const CONVERSIONS_BESIDE_LEADS = { wide: "sm:max-lg:hidden", half: "sm:hidden" } as const;

/**
 * The dimensions whose values are paths: one line each, cut with an ellipsis (in full on hover), since a path
 * broken at its hyphens reads as two pages.
 */
const PATHS: ReadonlySet<Dimension> = new Set(["page", "entry_page", "exit_page"]);

/** What the eye should land on: the leads and the business they brought. */
const LEAD_FIGURES: ReadonlySet<Figure> = new Set(["leads", "wonValue"]);

/**
 * The figures of a table, in order. A goal's visits are its conversions, so a goal shows those once. A
 * dimension that keeps leads adds its leads and the business they won, in every such table alike.
 */
function figuresOf(dimension: Dimension, withLeads: boolean): [Figure, ...Figure[]] {
  if (dimension === "goal") return ["visitors", "conversions", "conversionRate"];
  if (!withLeads) return ["visits", "conversions", "conversionRate"];
  return ["visits", "conversions", "conversionRate", "leads", "wonValue"];
}

/**
 * What a phone shows beside each value: the figure chosen above the rows and, in a table with leads, the leads
 * (or, when the leads are the chosen figure, the business they won).
 */
function phoneFiguresOf(chosen: Figure, withLeads: boolean): Figure[] {
  if (!withLeads) return [chosen];
  return [chosen, chosen === "leads" ? "wonValue" : "leads"];
}

/**
 * A breakdown's rows as a table: the value with a bar for its share of the largest, then its figures (see
 * `figuresOf`). A phone has room for one or two figures beside the value (`phoneFiguresOf`): the first is the
 * table's first figure or the one chosen above the rows, as a reader of a wide screen reads down a column. A source or referrer the
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
  wide = false,
  rest = null,
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
  /** Whether the table's card is as wide as the page (it then has room for every figure on a wide screen). */
  wide?: boolean;
  /** The row of what no value holds, shown last under its label (not a filter: it has no value). */
  rest?: { label: string; row: BreakdownRow } | null;
}) {
  const format = useFormat();
  const { t } = useLocale();
  const label = useValueLabel();
  const figures = figuresOf(dimension, withLeads);
  const barOf = (row: BreakdownRow) => (dimension === "goal" ? row.conversions : row.visits);
  const largest = Math.max(...rows.map(barOf), 1);
  // A path on one line: the value's cell takes the room the figures leave (max-w-0), and its text is cut.
  const valueFit = PATHS.has(dimension)
    ? { cell: "sm:max-w-0", text: "truncate" }
    : { cell: "", text: "[overflow-wrap:anywhere]" };
  const shown = (row: BreakdownRow, figure: Figure) => {
    if (figure === "conversionRate") return format.percent(row.conversionRate);
    // No won business is a dash, so that the sums that are there stand out; a sum in short (in full on hover).
    if (figure === "wonValue") return row.wonValue ? format.idrShort(row.wonValue) : "—";
    return format.number(row[figure] ?? 0);
  };
  const [onPhone, setOnPhone] = useState<Figure>();
  const headingOf = (figure: Figure) => t(dimension === "goal" ? GOAL_HEADINGS[figure] : HEADINGS[figure]);
  const phoneFigure = onPhone && figures.includes(onPhone) ? onPhone : figures[0];
  const onPhoneShown = phoneFiguresOf(phoneFigure, withLeads);
  const phoneChoice = useId();
  // On a phone: the figures phoneFiguresOf names. Wider: every figure, save the conversions beside leads.
  const conversionsBesideLeads = CONVERSIONS_BESIDE_LEADS[wide ? "wide" : "half"];
  const hidden = (figure: Figure) =>
    `${onPhoneShown.includes(figure) ? "" : "max-sm:hidden"} ${withLeads && figure === "conversions" ? conversionsBesideLeads : ""}`;
  // On a phone each row is a grid of its own: the value's column, then the figures'. The first figure's is as wide
  // as its entry (they end at one edge); a second one's has one width in every row, its widest entry's or its
  // heading's (a "ch" is a digit's width; a heading's letters are smaller), so that the first ends at one edge.
  const columnOf = (figure: Figure) =>
    `${Math.ceil(Math.max(...rows.map((row) => shown(row, figure).length), headingOf(figure).length * 0.8)) + 1}ch`;
  const phoneColumns = {
    gridTemplateColumns: ["minmax(0,1fr)", "auto", ...onPhoneShown.slice(1).map(columnOf)].join(" "),
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
        {/* The arrow stays on its heading's last line. */}
        {sorting.column === column && <span aria-hidden="true">{sorting.descending ? "\u00a0↓" : "\u00a0↑"}</span>}
      </button>
    ) : (
      text
    );
  /** A row's figures, one cell each. */
  const cells = (row: BreakdownRow) =>
    figures.map((figure) => (
      <td
        key={figure}
        data-cell={figure}
        title={figure === "wonValue" && row.wonValue ? format.idr(row.wonValue) : undefined}
        className={`whitespace-nowrap text-right tabular-nums sm:py-0.5 sm:pl-4 ${hidden(figure)}`}
      >
        <span
          data-value
          className={
            !row[figure] ? "text-slate-400" : LEAD_FIGURES.has(figure) ? "font-semibold text-white" : "text-slate-200"
          }
        >
          {shown(row, figure)}
        </span>
      </td>
    ));
  return (
    <table className="w-full text-sm" data-list={name} data-dimension={dimension}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="grid items-end gap-x-3 pb-1 text-xs text-slate-400 sm:table-row sm:pb-0" style={phoneColumns}>
          <th scope="col" aria-sort={ariaSort("value")} className="text-left font-medium sm:w-full sm:pb-2">
            {heading("value", t(`admin.dimension.${dimension}`))}
          </th>
          {figures.map((figure) => (
            <th
              key={figure}
              scope="col"
              aria-sort={ariaSort(figure)}
              // On one line: Japanese, Korean and Chinese headings would otherwise break at every letter.
              className={`whitespace-nowrap text-right align-bottom font-medium sm:pb-2 sm:pl-4 ${hidden(figure)}`}
            >
              {figure === phoneFigure && figures.length > 1 ? (
                // A phone's one figure: which it is, chosen here (a wide screen shows them all, so no choice).
                <>
                  <label htmlFor={phoneChoice} className="sr-only">
                    {t("admin.list.figureShown")}
                  </label>
                  <select
                    id={phoneChoice}
                    value={phoneFigure}
                    onChange={(event) => setOnPhone(event.target.value as Figure)}
                    data-figure-choice
                    className="rounded-md border border-white/10 bg-ink-900 py-0.5 pr-1 pl-1.5 text-xs font-medium text-slate-200 [field-sizing:content] sm:hidden"
                  >
                    {figures.map((option) => (
                      <option key={option} value={option}>
                        {headingOf(option)}
                      </option>
                    ))}
                  </select>
                  <span className="max-sm:hidden">{heading(figure, headingOf(figure))}</span>
                </>
              ) : (
                heading(figure, headingOf(figure))
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.value}
            data-value={row.value}
            className="grid items-center gap-x-3 py-0.5 text-sm sm:table-row sm:py-0"
            style={phoneColumns}
          >
            <th scope="row" className={`relative min-w-0 text-left font-normal sm:py-0.5 ${valueFit.cell}`}>
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
                  {dimension === "country" && <Flag code={row.value} />}
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
                  {dimension === "country" && <Flag code={row.value} />}
                  <span data-label>{label(dimension, row.value)}</span>
                  {row.suspected && <SuspectedMarker />}
                  {aside?.(row.value)}
                </span>
              )}
            </th>
            {cells(row)}
          </tr>
        ))}
        {rest && (
          <tr data-rest className="grid items-center gap-x-3 py-0.5 text-sm sm:table-row sm:py-0" style={phoneColumns}>
            <th scope="row" className="min-w-0 text-left font-normal sm:py-0.5">
              <span className="block px-2 py-1 text-slate-400 italic" data-label>
                {rest.label}
              </span>
            </th>
            {cells(rest.row)}
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** A country's flag before its name, for the eye alone (the name says it); a globe for the unknown country. */
function Flag({ code }: { code: string }) {
  const flag = countryFlag(code);
  return flag ? (
    <span aria-hidden="true" className="mr-1.5">
      {flag}
    </span>
  ) : (
    <Globe aria-hidden="true" className="mr-1.5 inline size-4 align-[-0.15em] text-slate-400" />
  );
}
