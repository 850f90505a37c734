import { SITE } from "../../app/config/site";
import type { Locale } from "../../app/i18n/locales";

export interface MailContent {
  locale: Locale;
  subject: string;
  /** The first line of the body, as a heading in HTML. */
  heading: string;
  paragraphs: readonly string[];
  /** The one thing the mail asks for: a button in HTML, the bare link in text. */
  action?: { label: string; url: string; fallback: string };
  /** Why the recipient gets this mail (and how to stop it), in small print. */
  footer?: readonly string[];
  /** A link under the small print, such as the one to unsubscribe. */
  footerLink?: { label: string; url: string };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * One mail as plain text and simple HTML (inline styles only, one column, no images: it reads the same in
 * any client, and with images blocked). The text part is what the HTML says, link included.
 */
export function composeMail({ locale, subject, heading, paragraphs, action, footer = [], footerLink }: MailContent) {
  const text = [
    heading,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(action ? [`${action.label}:`, action.url, ""] : []),
    "-- ",
    SITE.brandName,
    ...footer,
    ...(footerLink ? [`${footerLink.label}: ${footerLink.url}`] : []),
  ].join("\n");
  const p = (content: string, style = "margin:0 0 16px") => `<p style="${style}">${content}</p>`;
  const small = "margin:0 0 8px;font-size:13px;line-height:1.5;color:#64748b";
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f1f5f9;color:#0f172a;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;font-size:16px;line-height:1.6">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px 28px;border-top:4px solid #0891b2">
${p(escapeHtml(SITE.brandName), "margin:0 0 24px;font-weight:700;color:#0e7490;letter-spacing:0.02em")}
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(heading)}</h1>
${paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join("\n")}
${
  action
    ? `${p(
        `<a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0e7490;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px">${escapeHtml(action.label)}</a>`,
        "margin:24px 0",
      )}
${p(`${escapeHtml(action.fallback)}<br><a href="${escapeHtml(action.url)}" style="color:#0e7490;word-break:break-all">${escapeHtml(action.url)}</a>`, small)}`
    : ""
}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 16px">
${[SITE.companyName, ...footer].map((line) => p(escapeHtml(line), small)).join("\n")}
${footerLink ? p(`<a href="${escapeHtml(footerLink.url)}" style="color:#64748b">${escapeHtml(footerLink.label)}</a>`, small) : ""}
</div>
</body>
</html>
`;
  return { subject, text, html };
}
