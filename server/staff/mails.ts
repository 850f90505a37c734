import { STAFF_INVITATION_HOURS } from "../../app/config/constants";
import { SITE } from "../../app/config/site";
import { loadMessages, translator } from "../../app/i18n/catalog";
import type { Locale } from "../../app/i18n/locales";
import { composeMail } from "../mail/compose";
import type { OutgoingMail } from "../mail/outbox";
import type { Invitation } from "./invitations";

/** The mail of an invitation, in its language (the inviting admin's): who invites, as what, and its link. */
export async function invitationMail(invitation: Invitation, link: string, inviter: string): Promise<OutgoingMail> {
  const locale = invitation.locale as Locale;
  await loadMessages(locale, ["common", "admin"]);
  const t = translator(locale);
  return {
    kind: "staff_invitation",
    to: invitation.email,
    ...composeMail({
      locale,
      subject: t("admin.invitationMail.subject", { brand: SITE.brandName }),
      heading: t("admin.invitationMail.heading"),
      paragraphs: [
        t("admin.invitationMail.body", {
          inviter,
          brand: SITE.brandName,
          role: t(`admin.role.${invitation.role}`),
          email: invitation.email,
        }),
        t("admin.invitationMail.expires", { hours: STAFF_INVITATION_HOURS }),
      ],
      action: { label: t("admin.invitationMail.action"), url: link, fallback: t("mail.linkFallback") },
      footer: [t("admin.invitationMail.footer", { site: new URL(link).host })],
    }),
  };
}
