import { Search } from "lucide-react";
import { type FormEvent, useCallback, useId, useState } from "react";
import { fetchLeads, RequestFailedError } from "~/admin/api";
import { formatIdr } from "~/admin/format";
import type { Lead, LeadList } from "~/admin/types";
import { DIRECT_SOURCE } from "~/analytics/dimensions";
import { DASHBOARD_LEAD_ROWS, type DashboardPeriod } from "~/config/constants";
import { useLocale } from "~/i18n/context";
import { LANGUAGES } from "~/i18n/locales";
import { buttonSecondarySmall, fieldCompact } from "../../ui/styles";
import { Spinner } from "../Spinner";
import { LeadOutcome } from "./LeadOutcome";
import { LoadFailed } from "./LoadFailed";
import { useValueLabel } from "./labels";
import { Panel } from "./Panel";
import { shownData, useStaffData } from "./use-staff-data";

/** The leads shown: the period's, or those a search found (none when what was typed is no code). */
type Found = LeadList & { notACode?: boolean };

const STATUS_TONE = {
  open: "border-white/15 text-slate-200",
  won: "border-emerald-400/40 bg-emerald-500/10 text-emerald-200",
  lost: "border-rose-400/40 bg-rose-500/10 text-rose-200",
} as const;

/** One lead: its code, when it came, what brought it, and the outcome staff record. */
function LeadItem({ lead, onSaved }: { lead: Lead; onSaved: (lead: Lead) => void }) {
  const { locale, t } = useLocale();
  const label = useValueLabel();
  const time = new Intl.DateTimeFormat(LANGUAGES[locale].tag, { dateStyle: "medium", timeStyle: "short" });
  const details = [
    { key: "service", term: t("admin.dimension.service"), detail: lead.service ? label("service", lead.service) : "—" },
    {
      key: "source",
      term: t("admin.dimension.source"),
      // A direct visit's source says its channel already.
      detail:
        lead.source === DIRECT_SOURCE
          ? label("source", lead.source)
          : `${label("source", lead.source)} · ${label("channel", lead.channel)}`,
    },
    { key: "campaign", term: t("admin.dimension.utm_campaign"), detail: lead.utmCampaign ?? "—" },
    { key: "entry-page", term: t("admin.dimension.entry_page"), detail: label("entry_page", lead.entryPage) },
    { key: "locale", term: t("admin.dimension.locale"), detail: label("locale", lead.locale) },
  ];
  return (
    <li
      className="py-4 first:pt-0 last:pb-0 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-8"
      data-lead={lead.ref}
    >
      <div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="font-mono text-base font-semibold text-white">{lead.ref}</h3>
          <span
            className={`rounded-full border px-2.5 py-0.5 text-xs font-medium ${STATUS_TONE[lead.status]}`}
            data-status
          >
            {t(`admin.leads.status.${lead.status}`)}
          </span>
          {lead.value !== null && (
            <span className="text-sm font-medium text-white tabular-nums" data-lead-value>
              {formatIdr(lead.value)}
            </span>
          )}
          <time dateTime={lead.createdAt} className="text-xs text-slate-400">
            {time.format(new Date(lead.createdAt))}
          </time>
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
          {details.map(({ term, detail, key }) => (
            <div key={key} className="min-w-0">
              <dt className="text-xs text-slate-400">{term}</dt>
              <dd className="text-slate-200 [overflow-wrap:anywhere]" data-detail={key}>
                {detail}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-3 lg:mt-0">
        <LeadOutcome lead={lead} onSaved={onSaved} />
      </div>
    </li>
  );
}

/**
 * The period's leads (WhatsApp hand-overs with their reference codes), newest first, a part at a time;
 * a search for the code a chat carries (at any date); and on each lead, its outcome. `onChanged` is told
 * when an outcome is saved, so that the figures of won business follow.
 */
export function LeadsPanel({ period, onChanged }: { period: DashboardPeriod; onChanged: () => void }) {
  const { t } = useLocale();
  const id = useId();
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState<string | null>(null);
  const [shown, setShown] = useState(DASHBOARD_LEAD_ROWS);
  const load = useCallback(async (): Promise<Found> => {
    if (searched === null) return fetchLeads(period);
    try {
      return await fetchLeads(period, searched);
    } catch (error) {
      // The server reads a code as staff type it (any case, with or without ND-), and refuses what is none.
      if (error instanceof RequestFailedError && error.status === 400) return { leads: [], notACode: true };
      throw error;
    }
  }, [period, searched]);
  const { data, retry, update } = useStaffData(load);
  const found = shownData(data);
  const leads = found?.leads;
  const invalidQuery = searched !== null && found?.notACode === true;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const typed = query.trim();
    setSearched(typed === "" ? null : typed);
  };
  const showAll = () => {
    setQuery("");
    setSearched(null);
    setShown(DASHBOARD_LEAD_ROWS);
  };
  const saved = (changed: Lead) => {
    update((found) => ({ ...found, leads: found.leads.map((lead) => (lead.ref === changed.ref ? changed : lead)) }));
    onChanged();
  };

  return (
    <Panel title={t("admin.panel.leads")}>
      <search>
        <form onSubmit={search} noValidate className="flex max-w-2xl flex-wrap items-end gap-x-3 gap-y-2">
          <div className="min-w-0 flex-1 basis-44">
            <label htmlFor={`${id}-ref`} className="block text-sm text-slate-300">
              {t("admin.leads.search")}
            </label>
            <input
              id={`${id}-ref`}
              type="search"
              autoComplete="off"
              spellCheck={false}
              placeholder="ND-7K4Q2M"
              value={query}
              aria-invalid={invalidQuery}
              aria-describedby={`${id}-ref-hint`}
              onChange={(event) => setQuery(event.target.value)}
              className={`${fieldCompact} mt-1 font-mono uppercase placeholder:normal-case aria-invalid:border-rose-400`}
            />
          </div>
          <button type="submit" className={buttonSecondarySmall}>
            <Search aria-hidden="true" className="size-4" />
            {t("admin.leads.find")}
          </button>
          {searched !== null && (
            <button type="button" onClick={showAll} className={buttonSecondarySmall}>
              {t("admin.leads.showAll")}
            </button>
          )}
          <p
            id={`${id}-ref-hint`}
            aria-live="polite"
            className={`basis-full text-xs ${invalidQuery ? "text-rose-300" : "text-slate-400"}`}
          >
            {t(invalidQuery ? "admin.leads.searchInvalid" : "admin.leads.searchHint")}
          </p>
        </form>
      </search>
      <p role="status" className="mt-3 text-sm text-slate-300">
        {searched !== null &&
          data.state === "ready" &&
          !invalidQuery &&
          (data.data.leads[0]
            ? t("admin.leads.foundRef", { ref: data.data.leads[0].ref })
            : t("admin.leads.noneWithRef", { ref: searched.toUpperCase() }))}
      </p>
      <div className="mt-2" aria-busy={data.state === "loading"} data-leads>
        {data.state === "failed" ? (
          <LoadFailed compact onRetry={retry} />
        ) : !leads ? (
          <Spinner label={t("admin.loadingData")} />
        ) : leads.length === 0 ? (
          searched === null && <p className="text-sm text-slate-400">{t("admin.leads.none")}</p>
        ) : (
          <>
            <ul className="divide-y divide-white/5">
              {leads.slice(0, shown).map((lead) => (
                <LeadItem key={lead.ref} lead={lead} onSaved={saved} />
              ))}
            </ul>
            {leads.length > shown && (
              <button
                type="button"
                onClick={() => setShown((rows) => rows + DASHBOARD_LEAD_ROWS)}
                className={`${buttonSecondarySmall} mt-4 w-full`}
              >
                {t("admin.list.showMore")}
                <span className="sr-only">: {t("admin.panel.leads")}</span>
              </button>
            )}
          </>
        )}
      </div>
    </Panel>
  );
}
