import { SITE } from "~/config/site";

/** The contact form's id, which the tracker reports with its field events (the analytics' contact-form funnel). */
export const CONTACT_FORM_ID = "contact-form";

/** The fixed opening of every message handed to WhatsApp: a request for a project consultation. */
export const WHATSAPP_GREETING = "Halo Nusantara Digital, saya ingin berkonsultasi mengenai proyek saya.";

/**
 * The greeting, then the labelled lines (labels are Indonesian like the greeting, whatever the page
 * language), then after a blank line the hand-over's reference code (lead-ref.ts), by which staff find
 * the lead of the chat.
 */
export function composeMessage(lines: [label: string, value: string][], ref: string): string {
  return [WHATSAPP_GREETING, "", ...lines.map(([label, value]) => `${label}: ${value.trim()}`), "", `Ref: ${ref}`].join(
    "\n",
  );
}

/** A wa.me chat link with the text prefilled; encodeURIComponent keeps &, #, +, line breaks, emoji and CJK intact. */
export function whatsappUrl(text: string, number: string = SITE.whatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
