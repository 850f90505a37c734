import { SITE_URL } from "../../app/config/build";
import { NEWSLETTER_CONFIRM_DAYS } from "../../app/config/constants";
import { SITE } from "../../app/config/site";
import { loadMessages, translator } from "../../app/i18n/catalog";
import type { Locale } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { composeMail } from "../mail/compose";
import type { OutgoingMail } from "../mail/outbox";

/** A page of the newsletter's links, in `locale`, on this site. */
export const newsletterPageUrl = (page: "confirm" | "unsubscribe", locale: Locale, token?: string) =>
  `${SITE_URL}${localizePath(`/newsletter/${page}`, locale)}${token ? `?token=${token}` : ""}`;

/** The address that RFC 8058 mail clients POST `List-Unsubscribe=One-Click` to. */
export const oneClickUnsubscribeUrl = (token: string) => `${SITE_URL}/api/newsletter/unsubscribe?token=${token}`;

/** The mail with the link that confirms a sign-up, in the language of the page it came from. */
export async function confirmationMail(email: string, locale: Locale, token: string): Promise<OutgoingMail> {
  await loadMessages(locale, ["common", "newsletter"]);
  const t = translator(locale);
  const subject = t("newsletterMail.confirm.subject", { brand: SITE.brandName });
  return {
    kind: "newsletter_confirmation",
    to: email,
    ...composeMail({
      locale,
      subject,
      heading: t("newsletterMail.confirm.heading"),
      paragraphs: [
        t("newsletterMail.confirm.body", { email, brand: SITE.brandName }),
        t("newsletterMail.confirm.ignore", { days: NEWSLETTER_CONFIRM_DAYS }),
      ],
      action: {
        label: t("newsletterMail.confirm.action"),
        url: newsletterPageUrl("confirm", locale, token),
        fallback: t("mail.linkFallback"),
      },
      footer: [t("newsletterMail.confirm.footer", { site: new URL(SITE_URL).host })],
    }),
  };
}

/**
 * A newsletter to one subscriber: the staff's subject and text, with the subscriber's own unsubscribe link
 * at the end and in the List-Unsubscribe headers (RFC 2369, with RFC 8058's one-click POST).
 */
export async function newsletterMail(
  subscriber: { email: string; locale: Locale; unsubscribeToken: string },
  { subject, body }: { subject: string; body: string },
): Promise<OutgoingMail> {
  const { email, locale, unsubscribeToken } = subscriber;
  await loadMessages(locale, ["common", "newsletter"]);
  const t = translator(locale);
  return {
    kind: "newsletter",
    to: email,
    ...composeMail({
      locale,
      subject,
      heading: subject,
      paragraphs: body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
      footer: [t("newsletterMail.footer", { email })],
      footerLink: {
        label: t("newsletterMail.unsubscribe"),
        url: newsletterPageUrl("unsubscribe", locale, unsubscribeToken),
      },
    }),
    headers: {
      "List-Unsubscribe": `<${oneClickUnsubscribeUrl(unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
