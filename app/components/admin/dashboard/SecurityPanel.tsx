import { ChevronDown, ShieldAlert, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { fetchSecurityEvents } from "~/admin/api";
import type { SecurityEvent, SecuritySummary } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { isSecurityEventType } from "~/security/event-types";
import { useFormat } from "./use-format";

/** An event's name in the staff member's language; a browser's report of its own naming, as a report with its name. */
function useEventName(): (type: string) => string {
  const { t } = useLocale();
  return (type) =>
    isSecurityEventType(type)
      ? t(`admin.securityEvent.${type}`)
      : type.startsWith("client.")
        ? t("admin.securityEvent.otherReport", { name: type.slice("client.".length) })
        : type;
}

/** One of the last events: its type and time, or that there was none. */
function LastEvent({
  label,
  event,
  kind,
  empty,
}: {
  label: MessageKey;
  event: SecurityEvent | null;
  kind: string;
  /** What stands for no event: the product's sentence when the period has none at all, else "None". */
  empty: MessageKey;
}) {
  const format = useFormat();
  const { t } = useLocale();
  const eventName = useEventName();
  return (
    <div>
      <dt className="text-slate-400">{t(label)}</dt>
      <dd className="mt-1 text-slate-200" data-security-last={kind}>
        {event ? (
          <>
            <span data-security-type={event.type}>{eventName(event.type)}</span>{" "}
            <time dateTime={event.timestamp} className="text-xs text-slate-400">
              {format.moment(event.timestamp)}
            </time>
          </>
        ) : (
          t(empty)
        )}
      </dd>
    </div>
  );
}

/**
 * The security panel of docs/PRODUCT.md#security-panel: whether the connection is secure, the period's event count, and the last
 * event, twice: the latest the server recorded itself and the latest that anyone can cause (browser
 * reports, refused requests), so that a flood of the latter cannot hide a sign-in attack.
 */
export function SecurityPanel({ security, periodQuery }: { security: SecuritySummary; periodQuery: string }) {
  const format = useFormat();
  const { t } = useLocale();
  const { isSecure, eventCount, signInCount, lastServerEvent, lastReportedEvent } = security;
  const Icon = isSecure ? ShieldCheck : ShieldAlert;
  const empty = eventCount === 0 ? "admin.security.none" : "admin.security.noneOfKind";
  return (
    <>
      <dl className="space-y-3 text-sm">
        <div className={`flex items-center gap-2 font-medium ${isSecure ? "text-emerald-300" : "text-amber-300"}`}>
          <Icon aria-hidden="true" className="size-5" />
          <dt className="sr-only">{t("admin.security.title")}</dt>
          <dd>{t(isSecure ? "admin.security.secure" : "admin.security.insecure")}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-400">{t("admin.security.events")}</dt>
          <dd className="font-medium text-white tabular-nums" data-security-count>
            {format.number(eventCount)}
          </dd>
        </div>
        {/* Staff's own sign-ins are part of the count: said apart, so that routine ones are not read as incidents. */}
        {signInCount > 0 && (
          <div className="-mt-2 flex justify-between gap-4 text-xs">
            <dt className="text-slate-400">{t("admin.security.signIns")}</dt>
            <dd className="text-slate-300 tabular-nums" data-security-sign-ins>
              {format.number(signInCount)}
            </dd>
          </div>
        )}
        <LastEvent label="admin.security.lastServerEvent" event={lastServerEvent} kind="server" empty={empty} />
        <LastEvent label="admin.security.lastReportedEvent" event={lastReportedEvent} kind="reported" empty={empty} />
      </dl>
      {eventCount > 0 && <EventList key={periodQuery} periodQuery={periodQuery} />}
    </>
  );
}

/** The period's latest events, loaded when opened, newest first. */
function EventList({ periodQuery }: { periodQuery: string }) {
  const format = useFormat();
  const { t } = useLocale();
  const eventName = useEventName();
  const [events, setEvents] = useState<SecurityEvent[] | "loading" | "failed" | null>(null);
  const load = () => {
    if (events !== null && events !== "failed") return;
    setEvents("loading");
    fetchSecurityEvents(periodQuery).then(
      (answer) => setEvents(answer.events),
      () => setEvents("failed"),
    );
  };
  return (
    <details
      className="group mt-4 text-sm"
      onToggle={(event) => event.currentTarget.open && load()}
      data-security-events
    >
      {/* Drawn as the dashboard's other disclosures are: a chevron that turns, no marker of the browser's own. */}
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 font-semibold text-brand-400 hover:text-brand-400/80 [&::-webkit-details-marker]:hidden">
        <ChevronDown aria-hidden="true" className="size-4 transition group-open:rotate-180" />
        {t("admin.security.showEvents")}
      </summary>
      {events === "loading" || events === null ? (
        <p className="mt-2 text-slate-400">{t("admin.loading")}</p>
      ) : events === "failed" ? (
        <p className="mt-2 text-red-200" role="alert">
          {t("admin.security.eventsFailed")}
        </p>
      ) : (
        <ol className="mt-2 max-h-72 divide-y divide-white/5 overflow-y-auto pr-1">
          {events.map((event, index) => (
            <li key={`${event.timestamp}-${index}`} className="py-1.5" data-security-event={event.type}>
              <span className="block text-slate-200">{eventName(event.type)}</span>
              <time dateTime={event.timestamp} className="text-xs text-slate-400">
                {format.moment(event.timestamp)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
