import { Download, LogOut, Mail } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { type DashboardData, exportUrl, fetchDashboard, SessionEndedError } from "~/admin/api";
import { useAuth } from "~/admin/auth-context";
import { formatNumber } from "~/admin/format";
import type { StaffUser } from "~/admin/types";
import { type DashboardPeriod, DEFAULT_DASHBOARD_PERIOD } from "~/config/constants";
import { useLocale } from "~/i18n/context";
import { buttonPrimary, buttonSecondary, container } from "../ui/styles";
import { DeviceSplit } from "./dashboard/DeviceSplit";
import { HeadlineCards } from "./dashboard/HeadlineCards";
import { Panel } from "./dashboard/Panel";
import { PeriodSelector } from "./dashboard/PeriodSelector";
import { RankedList } from "./dashboard/RankedList";
import { RecentActivity } from "./dashboard/RecentActivity";
import { SecurityPanel } from "./dashboard/SecurityPanel";
import { Spinner } from "./Spinner";

const TrafficChart = lazy(() => import("./dashboard/TrafficChart"));

type Load = { state: "loading" } | { state: "ready"; data: DashboardData } | { state: "failed" };

/** The period's figures, fetched again whenever the period changes (or on a retry). */
function useDashboard(period: DashboardPeriod, attempt: number): Load {
  const { sessionEnded } = useAuth();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  useEffect(() => {
    let current = true;
    setLoad({ state: "loading" });
    fetchDashboard(period).then(
      (data) => current && setLoad({ state: "ready", data }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof SessionEndedError) sessionEnded(error.code);
        else setLoad({ state: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [period, attempt, sessionEnded]);
  return load;
}

function Figures({ data }: { data: DashboardData }) {
  const { locale, t } = useLocale();
  const { summary, security, subscribers } = data;
  const regions = new Intl.DisplayNames([locale], { type: "region" });
  const country = (code: string) => (code === "Unknown" ? t("admin.country.unknown") : (regions.of(code) ?? code));
  const empty = summary.pageViews === 0 && summary.totalVisitors === 0;
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
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <Panel title={t("admin.topPages.title")} className="lg:col-span-2">
          <RankedList
            name="pages"
            rows={summary.topPages.map(({ page, views }) => ({ label: page, value: views }))}
            labelHeading={t("admin.topPages.page")}
            valueHeading={t("admin.topPages.views")}
          />
        </Panel>
        <Panel title={t("admin.countries.title")}>
          <RankedList
            name="countries"
            rows={summary.topCountries.map((row) => ({ label: country(row.country), value: row.visitors }))}
            labelHeading={t("admin.countries.country")}
            valueHeading={t("admin.countries.visitors")}
          />
        </Panel>
        <Panel title={t("admin.recent.title")} className="lg:col-span-2">
          <RecentActivity activity={summary.recentActivity} />
        </Panel>
        <div className="space-y-4 sm:space-y-6">
          <Panel title={t("admin.devices.title")}>
            <DeviceSplit devices={summary.deviceTypes} />
          </Panel>
          <Panel title={t("admin.security.title")}>
            <SecurityPanel security={security} />
          </Panel>
          <Panel title={t("admin.newsletter.title")}>
            <p className="flex items-center gap-2 text-2xl font-bold text-white tabular-nums" data-subscribers>
              <Mail aria-hidden="true" className="size-5 text-brand-400" />
              {formatNumber(subscribers)}
            </p>
          </Panel>
        </div>
      </div>
    </div>
  );
}

/** The signed-in staff page: who is signed in, the period, and the site's real analytics. */
export default function Dashboard({ user }: { user: StaffUser }) {
  const { t } = useLocale();
  const { logout } = useAuth();
  const [period, setPeriod] = useState<DashboardPeriod>(DEFAULT_DASHBOARD_PERIOD);
  const [attempt, setAttempt] = useState(0);
  const [logoutFailed, setLogoutFailed] = useState(false);
  const load = useDashboard(period, attempt);
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
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 sm:mt-8">
        <PeriodSelector value={period} onChange={setPeriod} />
        <p className="text-sm text-slate-400">
          {load.state === "ready" && t("admin.range", { from: load.data.summary.from, to: load.data.summary.to })}
        </p>
        <a href={exportUrl(period)} download className={`${buttonPrimary} px-5 py-2`}>
          <Download aria-hidden="true" className="size-4" />
          {t("admin.export")}
        </a>
      </div>
      <div className="mt-6" aria-busy={load.state === "loading"}>
        {load.state === "loading" && <Spinner label={t("admin.loadingData")} />}
        {load.state === "failed" && (
          <div role="alert" className="rounded-3xl border border-red-400/30 bg-red-500/10 p-6 text-center">
            <p className="text-red-100">{t("admin.loadFailed")}</p>
            <button
              type="button"
              onClick={() => setAttempt((n) => n + 1)}
              className={`${buttonSecondary} mt-4 px-5 py-2`}
            >
              {t("admin.tryAgain")}
            </button>
          </div>
        )}
        {load.state === "ready" && <Figures data={load.data} />}
      </div>
    </div>
  );
}
