import { Search } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { fetchBreakdown } from "~/admin/api";
import type { BreakdownRow } from "~/admin/types";
import { type Dimension, isLeadDimension } from "~/analytics/dimensions";
import { DASHBOARD_LIST_ROWS } from "~/config/constants";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { buttonSecondarySmall } from "../../ui/styles";
import { Spinner } from "../Spinner";
import { BreakdownTable, type SortColumn } from "./BreakdownTable";
import { LoadFailed } from "./LoadFailed";
import { Panel } from "./Panel";
import { SuspectedNote } from "./SuspectedMarker";
import { ToggleGroup } from "./ToggleGroup";
import { shownData, useStaffData } from "./use-staff-data";

/** The rows' order until a heading chooses another: by visits, largest first (the API's own). */
const DEFAULT_ORDER = { column: "visits", descending: true } as const;

/** One way a panel breaks the visits down: the dimension, and its name on the switch of a panel with several. */
export interface BreakdownView {
  dimension: Dimension;
  label?: MessageKey;
}

interface Loaded {
  dimension: Dimension;
  rows: BreakdownRow[];
  total: number;
}

/**
 * A dashboard panel of one breakdown of the view's visits (GET /api/analytics/breakdown with the view's
 * `query`), with a switch when it has several views (which one is shown is kept in the dashboard's URL): its first rows, and more on request; a row's value
 * filters the dashboard by it. `revision` changes when a lead's outcome does, so that the won business
 * shown is the latest.
 */
export function BreakdownPanel({
  name,
  title,
  views,
  query,
  revision,
  onFilter,
  tabs,
  onTab,
  className,
  action,
  intro,
  note,
  aside,
  wide = false,
  rest,
}: {
  name: string;
  title: string;
  views: readonly [BreakdownView, ...BreakdownView[]];
  query: string;
  revision: number;
  onFilter: (dimension: Dimension, value: string) => void;
  /** The view each panel shows, as the dashboard's URL keeps it, and how to choose another. */
  tabs?: Readonly<Record<string, Dimension>>;
  onTab: (panel: string, dimension: Dimension, first: Dimension) => void;
  className?: string;
  /** What sits beside the title besides the switch (the goals' editor, say). */
  action?: ReactNode;
  /** What the panel shows above its switchable list (the devices' split above their browsers and systems). */
  intro?: ReactNode;
  /** What a row's value carries after its label (BreakdownTable's `aside`). */
  aside?: (value: string) => ReactNode;
  /** What the rows count, when a reader could expect them to add up to the headline's figures and they do not. */
  note?: string;
  /** Whether the panel is as wide as the page (BreakdownTable's `wide`). */
  wide?: boolean;
  /**
   * The row of the visits and leads none of the values holds, named `label` and computed from the rows and the
   * view's totals (null when there are none): shown last, once every row is.
   */
  rest?: { label: string; row: (rows: BreakdownRow[]) => BreakdownRow | null };
}) {
  const { t } = useLocale();
  const suspectedNote = useId();
  const chosen = tabs?.[name];
  const dimension = views.find((view) => view.dimension === chosen)?.dimension ?? views[0].dimension;
  const [shown, setShown] = useState(DASHBOARD_LIST_ROWS);
  const [order, setOrder] = useState<{ column: SortColumn; descending: boolean }>();
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  // The search asks the server once typing pauses.
  useEffect(() => {
    const pause = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(pause);
  }, [typed]);
  // A new `revision` is a reason to load again, though the request does not name it.
  const load = useCallback(async (): Promise<Loaded> => {
    const listing = { sort: order?.column, descending: order?.descending, search };
    const { rows, total } = await fetchBreakdown(dimension, query, shown, listing);
    return { dimension, rows, total };
  }, [dimension, query, shown, order, search, revision]);
  const { data, retry } = useStaffData(load);
  const loaded = shownData(data);
  // While another view loads, the last one's rows are not shown as if they were its own.
  const current = loaded?.dimension === dimension ? loaded : undefined;
  const viewLabel = views.find((view) => view.dimension === dimension)?.label;
  // What no value holds, once every row is shown (a search shows some of them).
  const restOf = rest && current && !search && current.total <= current.rows.length ? rest.row(current.rows) : null;
  const restRow = rest && restOf ? { label: rest.label, row: restOf } : null;

  const choose = (next: Dimension) => {
    onTab(name, next, views[0].dimension);
    setShown(DASHBOARD_LIST_ROWS);
    setOrder(undefined);
    setTyped("");
  };
  // A heading orders the rows by its column, largest first (the value: A to Z); again, the other way.
  const sortBy = (column: SortColumn) =>
    setOrder((now = DEFAULT_ORDER) =>
      now.column === column ? { column, descending: !now.descending } : { column, descending: column !== "value" },
    );
  const searchable = typed !== "" || (current?.total ?? 0) > DASHBOARD_LIST_ROWS;

  return (
    <Panel
      title={title}
      className={className}
      action={
        <>
          {views.length > 1 && (
            <ToggleGroup
              small
              legend={t("admin.breakdown.show", { panel: title })}
              options={views.map((view) => ({
                value: view.dimension,
                label: view.label ? t(view.label) : view.dimension,
              }))}
              value={dimension}
              onChange={choose}
            />
          )}
          {action}
        </>
      }
    >
      {intro}
      {searchable && (
        <label className="mb-3 flex items-center gap-2 rounded-full border border-white/10 px-3 py-1.5 text-sm">
          <Search aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          <input
            type="search"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setShown(DASHBOARD_LIST_ROWS);
            }}
            aria-label={t("admin.list.search", { panel: title })}
            placeholder={t("admin.list.searchPlaceholder")}
            maxLength={300}
            data-list-search
            className="min-w-0 flex-1 bg-transparent text-slate-100 placeholder:text-slate-500 focus:outline-none"
          />
        </label>
      )}
      <div aria-busy={data.state === "loading"} data-breakdown={name} className="flex flex-1 flex-col">
        {data.state === "failed" ? (
          <LoadFailed compact onRetry={retry} />
        ) : !current ? (
          <Spinner label={t("admin.loadingData")} />
        ) : current.rows.length === 0 ? (
          <p className="text-sm text-slate-400">{t(search ? "admin.list.noMatch" : "admin.list.empty")}</p>
        ) : (
          <>
            <BreakdownTable
              name={name}
              caption={viewLabel ? `${title}: ${t(viewLabel)}` : title}
              dimension={dimension}
              rows={current.rows}
              withLeads={isLeadDimension(dimension) && current.rows.some((row) => row.leads !== null)}
              onFilter={(value) => onFilter(dimension, value)}
              suspectedNote={suspectedNote}
              sorting={{ ...(order ?? DEFAULT_ORDER), onSort: sortBy }}
              aside={aside}
              wide={wide}
              rest={restRow}
            />
            {current.rows.some((row) => row.suspected) && <SuspectedNote id={suspectedNote} />}
            {note && (
              <p className="mt-3 text-xs text-slate-400" data-breakdown-note>
                {note}
              </p>
            )}
            {/* At the card's foot when the card is as tall as a longer neighbour. */}
            <div className="mt-auto">
              {current.total > shown && (
                <button
                  type="button"
                  disabled={data.state === "loading"}
                  onClick={() => setShown((rows) => rows + DASHBOARD_LIST_ROWS)}
                  className={`${buttonSecondarySmall} mt-4 w-full disabled:opacity-60`}
                >
                  {t("admin.list.showMore")}
                  <span className="sr-only">: {title}</span>
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </Panel>
  );
}
