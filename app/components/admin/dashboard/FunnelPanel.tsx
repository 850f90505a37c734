import { useCallback, useEffect, useState } from "react";
import { fetchFunnelReport, fetchFunnels } from "~/admin/api";
import type { Funnel as FunnelDefinition } from "~/analytics/funnels";
import { useLocale } from "~/i18n/context";
import { Spinner } from "../Spinner";
import { Funnel } from "./Funnel";
import { FunnelsButton } from "./FunnelsDialog";
import { LoadFailed } from "./LoadFailed";
import { Panel } from "./Panel";
import { useFunnelName } from "./step-label";
import { shownData, useStaffData } from "./use-staff-data";

const select = "max-w-full rounded-full border border-white/15 bg-ink-900 px-3 py-1 text-sm text-slate-200";

/**
 * The funnels panel: one funnel at a time (the contact form's first), counted over the view's `query` (GET
 * /api/analytics/funnel), chosen from a list; admins define, change and remove funnels in a dialog.
 * `revision` changes when goals do, which funnel steps may name.
 */
export function FunnelPanel({ query, revision, admin }: { query: string; revision: number; admin: boolean }) {
  const { t } = useLocale();
  const funnelName = useFunnelName();
  const [funnels, setFunnels] = useState<FunnelDefinition[]>([]);
  const [chosen, setChosen] = useState<string>();
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    fetchFunnels().then(
      (list) => setFunnels(list.funnels),
      () => setFunnels([]),
    );
  }, [changes, revision]);
  const funnel = funnels.find((candidate) => candidate.id === chosen) ?? funnels[0];
  const load = useCallback(
    async () => (funnel ? fetchFunnelReport(funnel.id, query) : null),
    // Steps changed in the dialog are a reason to count again, though the request does not name them.
    [funnel, query],
  );
  const { data, retry } = useStaffData(load);
  const report = shownData(data);
  const changed = useCallback(() => setChanges((n) => n + 1), []);

  return (
    <Panel
      title={t("admin.panel.funnel")}
      action={
        <div className="flex flex-wrap items-center gap-2">
          {funnels.length > 1 && funnel && (
            <select
              aria-label={t("admin.funnels.choose")}
              className={select}
              value={funnel.id}
              onChange={(event) => setChosen(event.target.value)}
              data-funnel-choice
            >
              {funnels.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {funnelName(candidate)}
                </option>
              ))}
            </select>
          )}
          {admin && <FunnelsButton funnels={funnels} onChanged={changed} />}
        </div>
      }
    >
      <div aria-busy={data.state === "loading"} data-funnel-panel>
        {data.state === "failed" ? (
          <LoadFailed compact onRetry={retry} />
        ) : report === undefined ? (
          <Spinner label={t("admin.loadingData")} />
        ) : report === null ? (
          <p className="text-sm text-slate-400">{t("admin.funnels.none")}</p>
        ) : (
          <>
            <p className="mb-3 text-xs text-slate-400">
              {t("admin.funnels.explain")}
              {/* The form's stages count on the pages that hold the form, which the step's name does not say. */}
              {report.steps.some((figures) => figures.step.kind === "form") && ` ${t("admin.funnels.formPages")}`}
            </p>
            <Funnel steps={report.steps} compared={report.compared?.steps} />
          </>
        )}
      </div>
    </Panel>
  );
}
