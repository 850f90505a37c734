import { Eye } from "lucide-react";
import { useCallback, useMemo } from "react";
import { fetchSummary } from "~/admin/api";
import { AccessEndedContext } from "~/admin/auth-context";
import { apiQuery } from "~/admin/view";
import { SITE } from "~/config/site";
import { useLocale } from "~/i18n/context";
import { adminContainer } from "../ui/styles";
import { Figures } from "./dashboard/Figures";
import { FilterBar } from "./dashboard/FilterBar";
import { LoadFailed } from "./dashboard/LoadFailed";
import { useDashboardView } from "./dashboard/use-dashboard-view";
import { useStaffData } from "./dashboard/use-staff-data";
import { RangeText, ViewRange } from "./dashboard/ViewRange";
import { Spinner } from "./Spinner";

/**
 * A shared link's dashboard: the figures, breakdowns, goals and funnels of any range, comparison and filters (kept
 * in the URL as the staff dashboard keeps them), read through the link; never leads, subscribers, security,
 * the live view, the export or anything that changes data. `onEnded` hears the server refuse the link.
 */
export default function SharedDashboard({ name, onEnded }: { name: string; onEnded: () => void }) {
  const ended = useMemo(() => () => onEnded(), [onEnded]);
  return (
    <AccessEndedContext.Provider value={ended}>
      <SharedFigures name={name} />
    </AccessEndedContext.Provider>
  );
}

function SharedFigures({ name }: { name: string }) {
  const { t } = useLocale();
  const [view, setView] = useDashboardView();
  const query = apiQuery(view, { compare: true, interval: true }).toString();
  const plain = apiQuery(view).toString();
  const { data: load, retry } = useStaffData(
    useCallback(async () => ({ summary: await fetchSummary(query), query }), [query]),
  );
  return (
    <div className={`${adminContainer} pt-4 pb-8 sm:pb-12`} data-shared-dashboard>
      <header>
        <p className="inline-flex items-center gap-1.5 rounded-full border border-brand-400/40 bg-brand-500/10 px-3 py-1 text-xs font-semibold text-brand-100">
          <Eye aria-hidden="true" className="size-3.5" />
          {t("admin.share.readOnly")}
        </p>
        <h1 className="mt-3 text-2xl font-bold text-white sm:text-3xl">
          {t("admin.share.title", { site: SITE.brandName })}
        </h1>
        <p className="mt-1 text-slate-400">{t("admin.share.subtitle", { name })}</p>
      </header>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <ViewRange view={view} onChange={setView} />
        <RangeText className="lg:ml-auto" range={load.state === "ready" ? load.data.summary : null} />
      </div>
      <div className="mt-4">
        <FilterBar view={view} onChange={setView} />
      </div>
      <div
        className="mt-6"
        aria-busy={load.state === "loading"}
        data-shown={load.state === "ready" ? load.data.query : ""}
      >
        {load.state === "loading" && <Spinner label={t("admin.loadingData")} />}
        {load.state === "failed" && <LoadFailed onRetry={retry} />}
        {load.state === "ready" && (
          <Figures data={load.data} view={view} query={plain} onView={setView} admin={false} />
        )}
      </div>
    </div>
  );
}
