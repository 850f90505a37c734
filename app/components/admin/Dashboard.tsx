import { Download, LogOut } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { type DashboardData, exportUrl, fetchDashboard } from "~/admin/api";
import { useAuth } from "~/admin/auth-context";
import type { StaffUser } from "~/admin/types";
import { type DashboardPeriod, DEFAULT_DASHBOARD_PERIOD } from "~/config/constants";
import { useLocale } from "~/i18n/context";
import { LANGUAGES } from "~/i18n/locales";
import { buttonPrimary, buttonSecondary, container } from "../ui/styles";
import { BreakdownPanel } from "./dashboard/BreakdownPanel";
import { DeviceSplit } from "./dashboard/DeviceSplit";
import { Funnel } from "./dashboard/Funnel";
import { HeadlineCards } from "./dashboard/HeadlineCards";
import { LeadsPanel } from "./dashboard/LeadsPanel";
import { LivePanel } from "./dashboard/LivePanel";
import { LoadFailed } from "./dashboard/LoadFailed";
import { useValueLabel } from "./dashboard/labels";
import { Panel } from "./dashboard/Panel";
import { PeriodSelector } from "./dashboard/PeriodSelector";
import { RankedList } from "./dashboard/RankedList";
import { RecentActivity } from "./dashboard/RecentActivity";
import { SecurityPanel } from "./dashboard/SecurityPanel";
import { SubscribersPanel } from "./dashboard/SubscribersPanel";
import { useStaffData } from "./dashboard/use-staff-data";
import { Spinner } from "./Spinner";

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

const TrafficChart = lazy(() => import("./dashboard/TrafficChart"));

/**
 * The period's figures: the summary's (headline, chart, funnel, countries, devices, activity), the
 * breakdowns each panel loads for itself, the leads and the newsletter's subscribers. A lead's new outcome
 * is a new `revision`, which the breakdowns showing won business load again.
 */
function Figures({ data, period }: { data: DashboardData; period: DashboardPeriod }) {
  const { t } = useLocale();
  const label = useValueLabel();
  const [revision, setRevision] = useState(0);
  const leadChanged = useCallback(() => setRevision((n) => n + 1), []);
  const { summary, security } = data;
  const empty = summary.pageViews === 0 && summary.totalVisitors === 0;
  const breakdown = { period, revision };
  return (
    <div className="space-y-4 sm:space-y-6">
      {empty && (
        <div className="rounded-3xl border border-dashed border-white/15 p-6 text-center">
          <h2 className="font-semibold text-white">{t("admin.empty.title")}</h2>
          <p className="mt-1 text-sm text-slate-400">{t("admin.empty.text")}</p>
        </div>
      )}
      <HeadlineCards summary={summary} />
      <Panel title={t("admin.chart.title")}>
        <Suspense fallback={<div className="h-64 sm:h-72" />}>
          <TrafficChart daily={summary.daily} />
        </Suspense>
      </Panel>
      <div className="grid gap-4 sm:gap-6">
        <BreakdownPanel
          name="sources"
          title={t("admin.panel.sources")}
          views={[
            { dimension: "channel", label: "admin.view.channels" },
            { dimension: "source", label: "admin.view.sources" },
            { dimension: "referrer", label: "admin.view.referrers" },
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
        <BreakdownPanel
          name="entry-pages"
          title={t("admin.panel.entryPages")}
          views={[{ dimension: "entry_page" }]}
          {...breakdown}
        />
        <BreakdownPanel
          name="services"
          title={t("admin.panel.services")}
          views={[{ dimension: "service" }]}
          {...breakdown}
        />
        <BreakdownPanel
          name="languages"
          title={t("admin.panel.languages")}
          views={[{ dimension: "locale" }]}
          {...breakdown}
        />
      </div>
      <LeadsPanel period={period} onChanged={leadChanged} />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <Panel title={t("admin.panel.funnel")}>
          <Funnel funnel={summary.funnel} />
        </Panel>
        <BreakdownPanel name="goals" title={t("admin.panel.goals")} views={[{ dimension: "goal" }]} {...breakdown} />
        <BreakdownPanel name="pages" title={t("admin.panel.pages")} views={[{ dimension: "page" }]} {...breakdown} />
        <BreakdownPanel
          name="exit-pages"
          title={t("admin.panel.exitPages")}
          views={[{ dimension: "exit_page" }]}
          {...breakdown}
        />
        <Panel title={t("admin.countries.title")}>
          <RankedList
            name="countries"
            rows={summary.topCountries.map((row) => ({ label: label("country", row.country), value: row.visitors }))}
            labelHeading={t("admin.countries.country")}
            valueHeading={t("admin.countries.visitors")}
          />
        </Panel>
        <Panel title={t("admin.devices.title")}>
          <DeviceSplit devices={summary.deviceTypes} />
        </Panel>
      </div>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <Panel title={t("admin.recent.title")} className="lg:col-span-2">
          <RecentActivity activity={summary.recentActivity} />
        </Panel>
        <Panel title={t("admin.security.title")}>
          <SecurityPanel security={security} />
        </Panel>
      </div>
      <SubscribersPanel />
    </div>
  );
}

/** The signed-in staff page: who is signed in, the period, and the site's real analytics. */
export default function Dashboard({ user }: { user: StaffUser }) {
  const { locale, t } = useLocale();
  const { logout } = useAuth();
  // The period's first and last day (dates of the site's calendar) as the page's language writes them.
  const day = new Intl.DateTimeFormat(LANGUAGES[locale].tag, { dateStyle: "medium", timeZone: "UTC" });
  const [period, setPeriod] = useState<DashboardPeriod>(DEFAULT_DASHBOARD_PERIOD);
  const [logoutFailed, setLogoutFailed] = useState(false);
  const { data: load, retry } = useStaffData(useCallback(() => fetchDashboard(period), [period]));
  const heading = useRef<HTMLHeadingElement>(null);
  // The sign-in form (and the focus in it) is gone: the reader continues at the dashboard's heading.
  useEffect(() => heading.current?.focus(), []);

  const signOut = () => {
    setLogoutFailed(false);
    logout().catch(() => setLogoutFailed(true));
  };

  return (
    <div className={`${container} py-8 sm:py-12`}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white outline-none sm:text-3xl">
            {t("admin.dashboard.title")}
          </h1>
          <p className="mt-1 text-slate-400">{t("admin.dashboard.welcome", { email: user.email })}</p>
        </div>
        <button type="button" onClick={signOut} className={`${buttonSecondary} px-5 py-2`}>
          <LogOut aria-hidden="true" className="size-4" />
          {t("admin.logout")}
        </button>
      </header>
      {logoutFailed && (
        <p
          role="alert"
          className="mt-4 rounded-2xl border border-red-400/30 bg-red-500/10 px-4 py-3 text-sm text-red-200"
        >
          {t("admin.logoutFailed")}
        </p>
      )}
      <LivePanel className="mt-6 sm:mt-8" />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 sm:mt-8">
        <PeriodSelector value={period} onChange={setPeriod} />
        <p className="text-sm text-slate-400">
          {load.state === "ready" &&
            t("admin.range", {
              from: day.format(dayOf(load.data.summary.from)),
              to: day.format(dayOf(load.data.summary.to)),
            })}
        </p>
        <a href={exportUrl(period)} download className={`${buttonPrimary} px-5 py-2`}>
          <Download aria-hidden="true" className="size-4" />
          {t("admin.export")}
        </a>
      </div>
      <div className="mt-6" aria-busy={load.state === "loading"}>
        {load.state === "loading" && <Spinner label={t("admin.loadingData")} />}
        {load.state === "failed" && <LoadFailed onRetry={retry} />}
        {load.state === "ready" && <Figures data={load.data} period={period} />}
      </div>
    </div>
  );
}
