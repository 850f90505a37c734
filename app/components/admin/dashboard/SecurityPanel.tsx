import { ShieldAlert, ShieldCheck } from "lucide-react";
import { formatNumber } from "~/admin/format";
import type { SecuritySummary } from "~/admin/types";
import { useLocale } from "~/i18n/context";

/** SPEC §4's security panel: whether the connection is secure, the period's event count, the last event. */
export function SecurityPanel({ security }: { security: SecuritySummary }) {
  const { locale, t } = useLocale();
  const { isSecure, eventCount, lastEvent } = security;
  const Icon = isSecure ? ShieldCheck : ShieldAlert;
  return (
    <dl className="space-y-3 text-sm">
      <div className={`flex items-center gap-2 font-medium ${isSecure ? "text-emerald-300" : "text-amber-300"}`}>
        <Icon aria-hidden="true" className="size-5" />
        <dt className="sr-only">{t("admin.security.title")}</dt>
        <dd>{t(isSecure ? "admin.security.secure" : "admin.security.insecure")}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-400">{t("admin.security.events")}</dt>
        <dd className="font-medium text-white tabular-nums" data-security-count>
          {formatNumber(eventCount)}
        </dd>
      </div>
      <div>
        <dt className="text-slate-400">{t("admin.security.lastEvent")}</dt>
        <dd className="mt-1 text-slate-200">
          {lastEvent ? (
            <>
              <span className="font-mono text-xs">{lastEvent.type}</span>{" "}
              <time dateTime={lastEvent.timestamp} className="text-xs text-slate-400">
                {new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
                  new Date(lastEvent.timestamp),
                )}
              </time>
            </>
          ) : (
            t("admin.security.none")
          )}
        </dd>
      </div>
    </dl>
  );
}
