import { Send } from "lucide-react";
import { type CSSProperties, type FormEvent, useEffect, useRef, useState } from "react";
import { trackHandover } from "~/analytics/tracker";
import { handoverService } from "~/contact/handover-service";
import { issuedLeadRef } from "~/contact/issued-lead-ref";
import { newLeadRef } from "~/contact/lead-ref";
import { CONTACT_FORM_ID, composeMessage, whatsappUrl } from "~/contact/whatsapp";
import { useLocale } from "~/i18n/context";
import { buttonPrimary, field, fieldLabel } from "../ui/styles";
import { type Handover, HandoverSent } from "./HandoverSent";

export interface FormField {
  name: string;
  label: string;
  /** The field's label in the (Indonesian) WhatsApp message. */
  messageLabel: string;
  placeholder?: string;
  type?: "text" | "email";
  multiline?: boolean;
  autoComplete?: string;
}

/**
 * A contact form that hands its message to WhatsApp in a new tab: the fixed
 * greeting, each field labelled, and a reference code (the server's, issued when
 * the form is first used; else one of its own). What the visitor
 * wrote never reaches the site: the analytics record only the hand-over, with
 * that code and the service asked about (the field named `project`, else
 * `?project=`). Once sent, it says what happened and how to go on if WhatsApp
 * did not open (HandoverSent); the fields keep what was typed.
 */
export function WhatsAppForm({
  fields,
  submitLabel,
  note,
  prefill,
  itemStyle,
}: {
  fields: FormField[];
  submitLabel: string;
  note: string;
  /** Values filled in after hydration (e.g. the project chosen on a service page). */
  prefill?: Record<string, string>;
  /** Style of each field row, for the reveal animation. */
  itemStyle?: (index: number) => CSSProperties | undefined;
}) {
  const form = useRef<HTMLFormElement>(null);
  const { t } = useLocale();
  const [handover, setHandover] = useState<Handover>();
  // The fields are the browser's own (uncontrolled), so text typed before the form became interactive counts.
  useEffect(() => {
    for (const [name, value] of Object.entries(prefill ?? {})) {
      const input = form.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) input.value = value;
    }
  }, [prefill]);

  // The code of the next hand-over, asked of the server when the form is first used: only a code it issued
  // counts as a lead. Submitting never waits for it (the chat must open at once).
  const issued = useRef<{ asked: boolean; ref?: string }>({ asked: false });
  const askForRef = () => {
    if (issued.current.asked) return;
    const next: { asked: boolean; ref?: string } = { asked: true };
    issued.current = next;
    void issuedLeadRef().then((ref) => {
      next.ref = ref;
    });
  };
  // A visitor already typing when the form became interactive (its code loads as the visitor comes near)
  // used it before any handler could hear: ask now.
  useEffect(() => {
    if (form.current?.contains(document.activeElement)) askForRef();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const ref = issued.current.ref ?? newLeadRef();
    issued.current = { asked: false };
    const text = composeMessage(
      fields.map((f) => [f.messageLabel, String(data.get(f.name) ?? "")]),
      ref,
    );
    const url = whatsappUrl(text);
    // Opened at once (no await before it), or a popup blocker would stop it.
    window.open(url, "_blank", "noopener,noreferrer");
    setHandover({ ref, text, url });
    const project = data.has("project") ? String(data.get("project")) : undefined;
    trackHandover(
      ref,
      handoverService(new URLSearchParams(window.location.search).get("project"), project, (service) =>
        t(`service.${service}`),
      ),
    );
  };

  return (
    <>
      <form
        ref={form}
        id={CONTACT_FORM_ID}
        onSubmit={onSubmit}
        onFocus={askForRef}
        onPointerDown={askForRef}
        className="space-y-5"
      >
        {fields.map((f, index) => {
          const inputId = `${CONTACT_FORM_ID}-${f.name}`;
          const common = {
            id: inputId,
            name: f.name,
            placeholder: f.placeholder,
            autoComplete: f.autoComplete,
            className: field,
          };
          return (
            <div key={f.name} style={itemStyle?.(index)}>
              <label htmlFor={inputId} className={fieldLabel}>
                {f.label}
              </label>
              {f.multiline ? <textarea rows={5} {...common} /> : <input type={f.type ?? "text"} {...common} />}
            </div>
          );
        })}
        <div style={itemStyle?.(fields.length)} className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
          <button type="submit" className={`${buttonPrimary} shrink-0`}>
            <Send aria-hidden="true" className="size-4" />
            {submitLabel}
          </button>
          <p className="text-sm text-slate-400">{note}</p>
        </div>
      </form>
      {handover && <HandoverSent handover={handover} />}
    </>
  );
}
