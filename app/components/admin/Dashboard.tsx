import { Download, LogOut, ShieldCheck, Users } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  type ComparedBeforeVisits,
  comparedBeforeVisits,
  exportUrl,
  fetchDashboard,
  RequestFailedError,
} from "~/admin/api";
import { useAuth } from "~/admin/auth-context";
import type { StaffUser } from "~/admin/types";
import { apiQuery, DEFAULT_VIEW, rangeQuery, type ViewChange } from "~/admin/view";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import { adminContainer, buttonSecondarySmall, headerAction } from "../ui/styles";
import { DigestToggle } from "./DigestToggle";
import { AutomatedToggle } from "./dashboard/AutomatedToggle";
import { Figures } from "./dashboard/Figures";
import { FilterBar } from "./dashboard/FilterBar";
import { LivePanel } from "./dashboard/LivePanel";
import { LoadFailed } from "./dashboard/LoadFailed";
import { SavedViews } from "./dashboard/SavedViews";
import { SharesButton } from "./dashboard/SharesDialog";
import { useDashboardView } from "./dashboard/use-dashboard-view";
import { useFormat } from "./dashboard/use-format";
import { useStaffData } from "./dashboard/use-staff-data";
import { RangeText, ViewRange } from "./dashboard/ViewRange";
import { Spinner } from "./Spinner";

/**
 * A view the server refused (a range longer than the data kept, say): what it said, and a way back. A
 * filtered view compared with days before the visits kept says so in the staff member's language, with a
 * way to keep the view without the comparison.
 */
function ViewRefused({
  error,
  onReset,
  onView,
}: {
  error: RequestFailedError;
  onReset: () => void;
  onView: ViewChange;
}) {
  const { t } = useLocale();
  const format = useFormat();
  const compared: ComparedBeforeVisits | null = comparedBeforeVisits(error);
  return (
    <div
      role="alert"
      data-refused={compared ? "compared_before_visits" : ""}
      className="rounded-3xl border border-amber-400/30 bg-amber-500/10 p-6 text-center"
    >
      <p className="text-amber-100">{t("admin.view.refused")}</p>
      {compared ? (
        <p className="mt-1 text-sm text-amber-200/80">
          {t("admin.view.comparedBeforeVisits", {
            visitsFrom: format.day(compared.visitsFrom),
            comparedFrom: format.day(compared.comparedFrom),
          })}
        </p>
      ) : (
        error.refusal && <p className="mt-1 text-sm text-amber-200/80">{error.refusal.message}</p>
      )}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {compared && (
          <button
            type="button"
            onClick={() => onView((current) => ({ ...current, comparison: "none" }))}
            className={buttonSecondarySmall}
          >
            {t("admin.view.compareNone")}
          </button>
        )}
        <button type="button" onClick={onReset} className={buttonSecondarySmall}>
          {t("admin.view.reset")}
        </button>
      </div>
    </div>
  );
}

/**
 * The signed-in staff page: who is signed in, the view (period, comparison and filters, kept in the URL)
 * and the site's real analytics for it.
 */
export default function Dashboard({ user }: { user: StaffUser }) {
  const { locale, t } = useLocale();
  const { logout } = useAuth();
  const [view, setView] = useDashboardView();
  const query = apiQuery(view).toString();
  const compared = apiQuery(view, { compare: true }).toString();
  // The summary draws its series by the view's interval; the export has no series.
  const summarized = apiQuery(view, { compare: true, interval: true }).toString();
  const period = rangeQuery(view);
  const [logoutFailed, setLogoutFailed] = useState(false);
  const { data: load, retry } = useStaffData(
    useCallback(
      async () => ({ ...(await fetchDashboard(summarized, period)), query: summarized }),
      [summarized, period],
    ),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // The sign-in form (and the focus in it) is gone: the reader continues at the dashboard's heading.
  useEffect(() => heading.current?.focus(), []);

  const signOut = () => {
    setLogoutFailed(false);
    logout().catch(() => setLogoutFailed(true));
  };
  const refused = load.state === "failed" && load.error instanceof RequestFailedError && load.error.status === 400;

  return (
    <div className={`${adminContainer} pt-4 pb-8 sm:pb-12`}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white outline-none sm:text-3xl">
            {t("admin.dashboard.title")}
          </h1>
          <p className="mt-1 text-slate-400">{t("admin.dashboard.welcome", { email: user.email })}</p>
        </div>
        {/* Each action named in words and drawn as an icon; on a phone in one row as wide as the screen. */}
        <div className="grid auto-cols-fr grid-flow-col gap-2 max-sm:w-full sm:flex sm:flex-wrap">
          {user.role === "admin" && <SharesButton />}
          {user.role === "admin" && (
            <a href={localizePath("/admin/staff", locale)} className={headerAction} data-staff-link>
              <Users aria-hidden="true" className="size-4" />
              {t("admin.staff.link")}
            </a>
          )}
          <a href={localizePath("/admin/security", locale)} className={headerAction} data-security-link>
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t("admin.security.link")}
          </a>
          <button type="button" onClick={signOut} className={headerAction}>
            <LogOut aria-hidden="true" className="size-4" />
            {t("admin.logout")}
          </button>
        </div>
      </header>
      {logoutFailed && (
        <p
          role="alert"
          className="mt-4 rounded-2xl border border-red-400/30 bg-red-500/10 px-4 py-3 text-sm text-red-200"
        >
          {t("admin.logoutFailed")}
        </p>
      )}
      <LivePanel className="mt-5" />
      {/* The view's range and comparison, then what it covers and its export: one row on a wide screen. */}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <ViewRange view={view} onChange={setView} />
        <div className="flex grow flex-wrap items-center justify-between gap-3 lg:justify-end">
          <RangeText range={load.state === "ready" ? load.data.summary : null} />
          <a href={exportUrl(compared)} download className={buttonSecondarySmall}>
            <Download aria-hidden="true" className="size-4" />
            {t("admin.export")}
          </a>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <FilterBar view={view} onChange={setView}>
          <SavedViews view={view} onView={setView} admin={user.role === "admin"} />
        </FilterBar>
        <AutomatedToggle view={view} onChange={setView} />
      </div>
      {/* data-shown: the API query of the figures on screen, for tests that wait for a new view's. */}
      <div
        className="mt-6"
        aria-busy={load.state === "loading"}
        data-shown={load.state === "ready" ? load.data.query : ""}
      >
        {load.state === "loading" && <Spinner label={t("admin.loadingData")} />}
        {load.state === "failed" &&
          (refused ? (
            <ViewRefused
              error={load.error as RequestFailedError}
              onReset={() => setView(() => DEFAULT_VIEW)}
              onView={setView}
            />
          ) : (
            <LoadFailed onRetry={retry} />
          ))}
        {load.state === "ready" && (
          <Figures data={load.data} view={view} query={query} onView={setView} admin={user.role === "admin"} />
        )}
      </div>
      {/* The staff member's own setting, below the figures it summarises. */}
      <DigestToggle email={user.email} />
    </div>
  );
}
