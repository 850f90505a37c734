import { type FormEvent, useId, useRef, useState } from "react";
import { RequestFailedError, SessionEndedError, updateLead } from "~/admin/api";
import { useAuth } from "~/admin/auth-context";
import { parseIdr } from "~/admin/format";
import type { Lead } from "~/admin/types";
import { LEAD_STATUSES, type LeadStatus } from "~/analytics/dimensions";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { isServiceId, SERVICE_IDS, type ServiceId } from "~/services/catalog";
import { buttonPrimarySmall, fieldCompact } from "../../ui/styles";
import { useFormat } from "./use-format";

/**
 * What a refusal of the server means for the lead: gone (404), an outcome it does not take (400), or not the
 * account's to record (403: its role changed since the page loaded).
 */
const REFUSALS: Partial<Record<number, MessageKey>> = {
  400: "admin.leads.refused",
  403: "admin.forbiddenRole",
  404: "admin.leads.noneWithRef",
};

type Saving = { state: "idle" } | { state: "saving" } | { state: "saved" } | { state: "failed"; message: string };

/**
 * A lead's outcome as staff record it: open, won or lost, the project's value in IDR and the service it is for (a
 * lead that named none at the hand-over gets one here, so that the services list counts its business). Saving
 * sends it (PATCH /api/leads/:ref) and hands the lead as stored to `onSaved`; a refusal is said beside the form.
 */
export function LeadOutcome({ lead, onSaved }: { lead: Lead; onSaved: (lead: Lead) => void }) {
  const format = useFormat();
  const { t } = useLocale();
  const { sessionEnded } = useAuth();
  const id = useId();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [value, setValue] = useState(lead.value === null ? "" : format.number(lead.value));
  const [service, setService] = useState<ServiceId | "">(lead.service && isServiceId(lead.service) ? lead.service : "");
  const [saving, setSaving] = useState<Saving>({ state: "idle" });
  const amount = value.trim() === "" ? undefined : parseIdr(value);
  const invalid = amount === null;
  const valueField = useRef<HTMLInputElement>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // The field says what is wrong with the value (its description); focus takes the reader there.
    if (amount === null) return valueField.current?.focus();
    setSaving({ state: "saving" });
    try {
      // An emptied field clears a value recorded before; an empty one leaves none.
      const value = amount ?? (lead.value === null ? undefined : null);
      // The service is sent when it changed: none chosen is null.
      const named = service === (lead.service ?? "") ? undefined : service || null;
      onSaved(
        await updateLead(lead.ref, {
          status,
          ...(value !== undefined && { value }),
          ...(named !== undefined && { service: named }),
        }),
      );
      setSaving({ state: "saved" });
    } catch (error) {
      if (error instanceof SessionEndedError) return sessionEnded(error.code);
      const refused = error instanceof RequestFailedError ? REFUSALS[error.status] : undefined;
      setSaving({ state: "failed", message: t(refused ?? "admin.leads.saveFailed", { ref: lead.ref }) });
    }
  };

  // What the field holds, as it will be recorded, or what is wrong with it; nothing while it is empty.
  const hint = invalid ? t("admin.leads.valueInvalid") : amount !== undefined && format.idr(amount);
  return (
    <form onSubmit={save} noValidate data-outcome={lead.ref} className="max-w-xl">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <Choice
          className="w-28 shrink-0"
          label={t("admin.leads.statusLabel")}
          name={t("admin.leads.statusOf", { ref: lead.ref })}
          value={status}
          options={LEAD_STATUSES.map((option) => ({ value: option, label: t(`admin.leads.status.${option}`) }))}
          onChange={(chosen) => {
            setStatus(chosen);
            setSaving({ state: "idle" });
          }}
        />
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-value`} className="block text-xs text-slate-400">
            {t("admin.leads.value")}
          </label>
          <input
            ref={valueField}
            id={`${id}-value`}
            aria-label={t("admin.leads.valueOf", { ref: lead.ref })}
            inputMode="numeric"
            autoComplete="off"
            value={value}
            aria-invalid={invalid}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setValue(event.target.value);
              setSaving({ state: "idle" });
            }}
            className={`${fieldCompact} mt-1 tabular-nums aria-invalid:border-rose-400`}
          />
          <p id={`${id}-hint`} className={`mt-1 text-xs empty:hidden ${invalid ? "text-rose-300" : "text-slate-400"}`}>
            {hint}
          </p>
        </div>
        <Choice
          className="min-w-48 flex-1"
          label={t("admin.dimension.service")}
          name={t("admin.leads.serviceOf", { ref: lead.ref })}
          value={service}
          options={[
            { value: "" as const, label: t("admin.service.none") },
            ...SERVICE_IDS.map((option) => ({ value: option, label: t(`service.${option}`) })),
          ]}
          onChange={(chosen) => {
            setService(chosen);
            setSaving({ state: "idle" });
          }}
        />
        <button
          type="submit"
          disabled={saving.state === "saving"}
          className={`${buttonPrimarySmall} w-full shrink-0 disabled:cursor-not-allowed disabled:opacity-60 sm:mt-5 sm:w-auto`}
        >
          {t(saving.state === "saving" ? "admin.leads.saving" : "admin.leads.save")}
          <span className="sr-only"> {lead.ref}</span>
        </button>
      </div>
      <p role="status" className="mt-1 text-xs text-emerald-300">
        {saving.state === "saved" ? t("admin.leads.saved", { ref: lead.ref }) : ""}
      </p>
      {saving.state === "failed" && (
        <p role="alert" className="mt-1 text-sm text-rose-300">
          {saving.message}
        </p>
      )}
    </form>
  );
}

/** One of the outcome's lists: its label above it, and its name for a screen reader (which lead it is of). */
function Choice<T extends string>({
  className,
  label,
  name,
  value,
  options,
  onChange,
}: {
  className: string;
  label: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-xs text-slate-400">
        {label}
      </label>
      <select
        id={id}
        aria-label={name}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={`${fieldCompact} mt-1`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
