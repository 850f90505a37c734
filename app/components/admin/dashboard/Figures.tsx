import { lazy, Suspense, useCallback, useState } from "react";
import type { AnalyticsSummary, SecuritySummary } from "~/admin/types";
import { type ChartMetric, type DashboardView, rangeQuery, type ViewChange, withFilter, withTab } from "~/admin/view";
import type { Dimension } from "~/analytics/dimensions";
import { useLocale } from "~/i18n/context";
import { ActivityList } from "./ActivityList";
import { BreakdownPanel } from "./BreakdownPanel";
import { FunnelPanel } from "./FunnelPanel";
import { GoalsButton } from "./GoalsDialog";
import { HeadlineCards } from "./HeadlineCards";
import { LeadsPanel } from "./LeadsPanel";
import { Panel } from "./Panel";
import { SecurityPanel } from "./SecurityPanel";
import { SubscribersPanel } from "./SubscribersPanel";
import { unnamed } from "./unnamed-row";
import { useNonConversions } from "./use-non-conversions";

const TrafficChart = lazy(() => import("./TrafficChart"));

/** The recent activity's entries shown until more are asked for: about as tall as the security panel beside it. */
const RECENT_SHOWN = 6;

/**
 * The view's figures: the summary's (headline, chart, devices), the breakdowns, goals and funnels each
 * panel loads for itself (the view's `query`), and for staff (with the security log's summary) the latest
 * activity, the leads, security and the newsletter's subscribers, which a shared link never shows. A lead's new
 * outcome, or a goal an admin changed, is a new `revision`, which the breakdowns load again. A row's value, or a
 * device, filters the view by it.
 */
export function Figures({
  data,
  view,
  query,
  onView,
  admin,
}: {
  /** The summary, and the security log's unless the figures are a shared link's. */
  data: { summary: AnalyticsSummary; security?: SecuritySummary };
  view: DashboardView;
  query: string;
  onView: ViewChange;
  admin: boolean;
}) {
  const { t } = useLocale();
  const [revision, setRevision] = useState(0);
  // A lead's outcome or a goal that changed: the breakdowns load again.
  const changed = useCallback(() => setRevision((n) => n + 1), []);
  const { summary, security } = data;
  const nonConversions = useNonConversions(revision);
  const empty = summary.pageViews === 0 && summary.totalVisitors === 0;
  const onFilter = (dimension: Dimension, value: string) =>
    onView((current) => withFilter(current, { dimension, negated: false, value }));
  const onTab = (panel: string, dimension: Dimension, first: Dimension) =>
    onView((current) => withTab(current, panel, dimension, first));
  const breakdown = { query, revision, onFilter, tabs: view.tabs, onTab };
  const metric = view.metric ?? "visitors";
  const onMetric = (chosen: ChartMetric) =>
    onView(({ metric: _, ...current }) => (chosen === "visitors" ? current : { ...current, metric: chosen }));
  return (
    <div className="space-y-4 sm:space-y-6">
      {empty && (
        <div className="rounded-3xl border border-dashed border-white/15 p-6 text-center">
          <h2 className="font-semibold text-white">
            {t(view.filters.length > 0 ? "admin.empty.filteredTitle" : "admin.empty.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-400">
            {t(view.filters.length > 0 ? "admin.empty.filteredText" : "admin.empty.text")}
          </p>
        </div>
      )}
      <HeadlineCards summary={summary} metric={metric} onMetric={onMetric} />
      <Suspense fallback={<div className="h-80 rounded-3xl border border-white/10 bg-ink-900 sm:h-96" />}>
        <TrafficChart summary={summary} metric={metric} onView={onView} />
      </Suspense>
      {/* Where visits came from and what they opened; then what they achieved (goals, funnels, leads); then the
          rest. Short lists in pairs on a wide screen, so that the page is not a column of half-empty cards: paired
          by length (pages with countries, services with languages, devices with campaigns), the two cards of a row
          as tall as each other, as a grid of cards reads (the shorter one's foot at its bottom). */}
      <BreakdownPanel
        name="sources"
        wide
        title={t("admin.panel.sources")}
        views={[
          { dimension: "channel", label: "admin.view.channels" },
          { dimension: "source", label: "admin.view.sources" },
          { dimension: "referrer", label: "admin.view.referrers" },
        ]}
        {...breakdown}
      />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <BreakdownPanel
          name="pages"
          title={t("admin.panel.pages")}
          views={[
            { dimension: "page", label: "admin.view.pages" },
            { dimension: "entry_page", label: "admin.view.entryPages" },
            { dimension: "exit_page", label: "admin.view.exitPages" },
          ]}
          note={t("admin.panel.pagesNote")}
          {...breakdown}
        />
        <BreakdownPanel
          name="countries"
          title={t("admin.countries.title")}
          views={[{ dimension: "country" }]}
          {...breakdown}
        />
      </div>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <BreakdownPanel
          name="goals"
          title={t("admin.panel.goals")}
          views={[{ dimension: "goal" }]}
          note={t("admin.panel.goalsNote")}
          action={admin && <GoalsButton onChanged={changed} />}
          aside={(goal) =>
            nonConversions.has(goal) && (
              <span
                data-not-conversion
                className="ml-2 whitespace-nowrap rounded-full border border-white/15 px-2 py-0.5 align-middle text-xs text-slate-400"
              >
                {t("admin.goals.notConversion")}
              </span>
            )
          }
          {...breakdown}
        />
        <FunnelPanel query={query} revision={revision} admin={admin} />
      </div>
      {security && <LeadsPanel query={query} onChanged={changed} />}
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <BreakdownPanel
          name="services"
          title={t("admin.panel.services")}
          views={[{ dimension: "service" }]}
          note={t("admin.panel.servicesNote")}
          rest={{ label: t("admin.service.none"), row: (rows) => unnamed(summary, rows) }}
          {...breakdown}
        />
        <BreakdownPanel
          name="languages"
          title={t("admin.panel.languages")}
          views={[{ dimension: "locale" }]}
          {...breakdown}
        />
        <BreakdownPanel
          name="devices"
          title={t("admin.devices.title")}
          views={[
            { dimension: "device", label: "admin.view.deviceTypes" },
            { dimension: "browser", label: "admin.view.browsers" },
            { dimension: "os", label: "admin.view.systems" },
          ]}
          {...breakdown}
        />
        <BreakdownPanel
          name="campaigns"
          title={t("admin.panel.campaigns")}
          views={[
            { dimension: "utm_campaign", label: "admin.view.campaigns" },
            { dimension: "utm_source", label: "admin.view.utmSources" },
            { dimension: "utm_medium", label: "admin.view.utmMediums" },
          ]}
          {...breakdown}
        />
      </div>
      {security && (
        <>
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
            <Panel title={t("admin.recent.title")} className="lg:col-span-2">
              <ActivityList
                entries={summary.recentActivity}
                empty="admin.list.empty"
                attribute="data-activity"
                first={RECENT_SHOWN}
              />
            </Panel>
            <Panel title={t("admin.security.title")}>
              <SecurityPanel security={security} periodQuery={rangeQuery(view)} />
            </Panel>
          </div>
          <SubscribersPanel range={rangeQuery(view)} />
        </>
      )}
    </div>
  );
}
