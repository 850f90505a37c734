import { Briefcase, DoorOpen, Languages, Megaphone, Search, Signpost } from "lucide-react";
import { type FormEvent, useCallback, useId, useState } from "react";
import { fetchLeads, RequestFailedError } from "~/admin/api";
import { useIsAdmin } from "~/admin/auth-context";
import type { Lead, LeadList } from "~/admin/types";
import { DIRECT_SOURCE, LEAD_STATUSES, type LeadStatus } from "~/analytics/dimensions";
import { DASHBOARD_LEAD_ROWS } from "~/config/constants";
import { useLocale } from "~/i18n/context";
import { buttonSecondarySmall, fieldCompact } from "../../ui/styles";
import { Spinner } from "../Spinner";
import { LeadOutcome } from "./LeadOutcome";
import { LoadFailed } from "./LoadFailed";
import { useValueLabel } from "./labels";
import { Panel } from "./Panel";
import { ToggleGroup } from "./ToggleGroup";
import { useFormat } from "./use-format";
import { shownData, useStaffData } from "./use-staff-data";

/** The leads shown: the period's, or those a search found (none when what was typed is no code). */
type Found = LeadList & { notACode?: boolean };

/** Which of the period's leads the list shows. */
type Filter = "all" | LeadStatus;

const STATUS_TONE = {
  open: "border-white/15 text-slate-200",
  won: "border-emerald-400/40 bg-emerald-500/10 text-emerald-200",
  lost: "border-rose-400/40 bg-rose-500/10 text-rose-200",
} as const;

/**
 * One lead on two lines: its code, outcome and date, then what brought it (service, source and channel,
 * campaign, entry page, language), each named for screen readers and by an icon on screen; and for an
 * admin, a button that opens the form for its outcome (open at once for a lead found by its code).
 */
function LeadItem({ lead, onSaved, opened }: { lead: Lead; onSaved: (lead: Lead) => void; opened: boolean }) {
  const format = useFormat();
  const { t } = useLocale();
  const label = useValueLabel();
  const id = useId();
  const [open, setOpen] = useState(opened);
  const admin = useIsAdmin();
  const details = [
    lead.service && {
      key: "service",
      icon: Briefcase,
      term: t("admin.dimension.service"),
      detail: label("service", lead.service),
    },
    {
      key: "source",
      icon: Signpost,
      term: t("admin.dimension.source"),
      // A direct visit's source says its channel already.
      detail:
        lead.source === DIRECT_SOURCE
          ? label("source", lead.source)
          : `${label("source", lead.source)} · ${label("channel", lead.channel)}`,
    },
    lead.utmCampaign && {
      key: "campaign",
      icon: Megaphone,
      term: t("admin.dimension.utm_campaign"),
      detail: lead.utmCampaign,
    },
    {
      key: "entry-page",
      icon: DoorOpen,
      // Said in words: a page alone reads as where the lead was sent from, which is the contact form's page.
      named: true,
      term: t("admin.dimension.entry_page"),
      detail: label("entry_page", lead.entryPage),
    },
    { key: "locale", icon: Languages, term: t("admin.dimension.locale"), detail: label("locale", lead.locale) },
  ].filter((detail) => !!detail);
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-lead={lead.ref}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-mono text-sm font-semibold text-white sm:text-base">{lead.ref}</h3>
        <span className={`rounded-full border px-2 py-px text-xs font-medium ${STATUS_TONE[lead.status]}`} data-status>
          {t(`admin.leads.status.${lead.status}`)}
        </span>
        {lead.value !== null && (
          <span className="text-sm font-semibold text-white tabular-nums" data-lead-value>
            {format.idr(lead.value)}
          </span>
        )}
        <time dateTime={lead.createdAt} className="ml-auto text-xs text-slate-400">
          {format.moment(lead.createdAt)}
        </time>
      </div>
      <div className="mt-1.5 flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <dl className="flex min-w-0 flex-1 basis-64 flex-wrap gap-x-4 gap-y-1 text-sm">
          {details.map(({ key, icon: Icon, term, detail, named }) => (
            <div key={key} className="flex min-w-0 items-baseline gap-1.5" title={term}>
              <dt className="flex shrink-0 items-center gap-1.5 self-center text-xs text-slate-400">
                <Icon aria-hidden="true" className="size-3.5 text-slate-400" />
                <span className={named ? undefined : "sr-only"}>{term}</span>
              </dt>
              <dd className="min-w-0 text-slate-300 [overflow-wrap:anywhere]" data-detail={key}>
                {detail}
              </dd>
            </div>
          ))}
        </dl>
        {admin && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-outcome`}
            onClick={() => setOpen((value) => !value)}
            className="shrink-0 rounded-full border border-white/15 px-3 py-1 text-xs font-semibold text-slate-200 transition hover:border-white/40 hover:text-white aria-expanded:border-brand-500 aria-expanded:bg-brand-500/15 aria-expanded:text-white"
          >
            {t(lead.status === "open" ? "admin.leads.record" : "admin.leads.change")}
            <span className="sr-only"> {lead.ref}</span>
          </button>
        )}
      </div>
      {admin && (
        <div id={`${id}-outcome`} hidden={!open} className="mt-3 rounded-2xl border border-white/10 bg-ink-950/60 p-3">
          {open && <LeadOutcome lead={lead} onSaved={onSaved} />}
        </div>
      )}
    </li>
  );
}

/**
 * The view's leads (WhatsApp hand-overs with their reference codes), newest first, a part at a time: how
 * many are open, won and lost, with the won business, and a switch to list only those; a search for the
 * code a chat carries (at any date); and on each lead, its outcome. `onChanged` is told when an outcome is
 * saved, so that the figures of won business follow.
 */
export function LeadsPanel({ query: viewQuery, onChanged }: { query: string; onChanged: () => void }) {
  const { t } = useLocale();
  const id = useId();
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState<string | null>(null);
  const [filter, setFilter] = useState<Filter>("all");
  const [shown, setShown] = useState(DASHBOARD_LEAD_ROWS);
  const load = useCallback(async (): Promise<Found> => {
    if (searched === null) return fetchLeads(viewQuery);
    try {
      return await fetchLeads(viewQuery, searched);
    } catch (error) {
      // The server reads a code as staff type it (any case, with or without ND-), and refuses what is none.
      if (error instanceof RequestFailedError && error.status === 400) return { leads: [], notACode: true };
      throw error;
    }
  }, [viewQuery, searched]);
  const { data, retry, update } = useStaffData(load);
  const found = shownData(data);
  const leads = found?.leads;
  const invalidQuery = searched !== null && found?.notACode === true;
  const listed = searched === null && filter !== "all" ? leads?.filter((lead) => lead.status === filter) : leads;

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
  const choose = (next: Filter) => {
    setFilter(next);
    setShown(DASHBOARD_LEAD_ROWS);
  };
  const saved = (changed: Lead) => {
    update((found) => ({ ...found, leads: found.leads.map((lead) => (lead.ref === changed.ref ? changed : lead)) }));
    onChanged();
  };

  return (
    <Panel title={t("admin.panel.leads")}>
      <div className="flex flex-wrap items-start justify-between gap-x-8 gap-y-4">
        {searched === null && leads && leads.length > 0 && (
          <LeadCounts leads={leads} filter={filter} onChange={choose} />
        )}
        <search className="w-full sm:ml-auto sm:max-w-sm">
          <form onSubmit={search} noValidate className="flex flex-wrap items-end gap-x-2 gap-y-1">
            <label htmlFor={`${id}-ref`} className="basis-full text-sm text-slate-300">
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
              className={`${fieldCompact} min-w-0 flex-1 font-mono uppercase placeholder:normal-case aria-invalid:border-rose-400`}
            />
            <button type="submit" className={buttonSecondarySmall}>
              <Search aria-hidden="true" className="size-4" />
              {t("admin.leads.find")}
            </button>
            <p
              id={`${id}-ref-hint`}
              aria-live="polite"
              className={`basis-full text-xs ${invalidQuery ? "text-rose-300" : "text-slate-400"}`}
            >
              {t(invalidQuery ? "admin.leads.searchInvalid" : "admin.leads.searchHint")}
            </p>
          </form>
        </search>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 empty:hidden">
        <p role="status" className="text-sm text-slate-300 empty:hidden">
          {searched !== null &&
            data.state === "ready" &&
            !invalidQuery &&
            (data.data.leads[0]
              ? t("admin.leads.foundRef", { ref: data.data.leads[0].ref })
              : t("admin.leads.noneWithRef", { ref: searched.toUpperCase() }))}
        </p>
        {searched !== null && (
          <button type="button" onClick={showAll} className={buttonSecondarySmall}>
            {t("admin.leads.showAll")}
          </button>
        )}
      </div>
      <div className="mt-4 border-white/10 border-t pt-4" aria-busy={data.state === "loading"} data-leads>
        {data.state === "failed" ? (
          <LoadFailed compact onRetry={retry} />
        ) : !listed ? (
          <Spinner label={t("admin.loadingData")} />
        ) : listed.length === 0 ? (
          searched === null && (
            <p className="text-sm text-slate-400">
              {t(filter === "all" ? "admin.leads.none" : "admin.leads.noneWithStatus")}
            </p>
          )
        ) : (
          <>
            <ul key={searched ?? filter} className="divide-y divide-white/5">
              {listed.slice(0, shown).map((lead) => (
                <LeadItem key={lead.ref} lead={lead} onSaved={saved} opened={searched !== null} />
              ))}
            </ul>
            {listed.length > shown && (
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

/** How many of the period's leads are open, won and lost, as a switch between them, and the won business. */
function LeadCounts({
  leads,
  filter,
  onChange,
}: {
  leads: Lead[];
  filter: Filter;
  onChange: (filter: Filter) => void;
}) {
  const format = useFormat();
  const { t } = useLocale();
  const count = (status: LeadStatus) => leads.filter((lead) => lead.status === status).length;
  const won = leads.reduce((sum, lead) => sum + (lead.status === "won" ? (lead.value ?? 0) : 0), 0);
  const options = [
    { value: "all" as const, label: `${t("admin.leads.all")} ${format.number(leads.length)}` },
    ...LEAD_STATUSES.map((status) => ({
      value: status,
      label: `${t(`admin.leads.status.${status}`)} ${format.number(count(status))}`,
    })),
  ];
  return (
    <div className="min-w-0 max-w-full space-y-2" data-lead-counts>
      <ToggleGroup small legend={t("admin.leads.filter")} options={options} value={filter} onChange={onChange} />
      <p className="text-sm text-slate-300">
        {t("admin.figure.wonValue")} {/* In short as the headline's card writes it, in full on hover. */}
        <span
          className={`font-semibold tabular-nums ${won ? "text-white" : "text-slate-400"}`}
          title={won ? format.idr(won) : undefined}
          data-won-total
        >
          {won ? format.idrShort(won) : "—"}
        </span>
      </p>
    </div>
  );
}
