import { SITE } from "~/config/site";

/** The fixed opening of every message handed to WhatsApp: a request for a project consultation. */
export const WHATSAPP_GREETING = "Halo Nusantara Digital, saya ingin berkonsultasi mengenai proyek saya.";

/** Labelled lines after the greeting; labels are Indonesian like the greeting, whatever the page language. */
export function composeMessage(lines: [label: string, value: string][]): string {
  return [WHATSAPP_GREETING, "", ...lines.map(([label, value]) => `${label}: ${value.trim()}`)].join("\n");
}

/** A wa.me chat link with the text prefilled; encodeURIComponent keeps &, #, +, line breaks, emoji and CJK intact. */
export function whatsappUrl(text: string, number: string = SITE.whatsappNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
