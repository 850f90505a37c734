import { RotateCw, X } from "lucide-react";
import { inviteStaff, revokeInvitation } from "~/admin/api";
import type { InvitationSent, PendingInvitation } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import { buttonPill } from "../../ui/styles";
import { useFormat } from "../dashboard/use-format";
import { ActionStatus } from "./ActionStatus";
import { useStaffAction } from "./use-staff-action";

/** A pending invitation: to whom, with which role, by whom, until when; invite again (a new link) or revoke it. */
export function InvitationItem({
  invitation,
  onRevoked,
  onInvited,
}: {
  invitation: PendingInvitation;
  onRevoked: () => void;
  onInvited: (sent: InvitationSent) => void;
}) {
  const { locale, t } = useLocale();
  const format = useFormat();
  const { action, run } = useStaffAction();
  const busy = action.state === "busy";
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-invitation={invitation.email}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-56">
          <p className="text-sm font-medium text-white [overflow-wrap:anywhere]">{invitation.email}</p>
          <p className="mt-0.5 text-xs text-slate-400">
            {t(`admin.role.${invitation.role}`)}
            <span aria-hidden="true"> · </span>
            {t("admin.staff.invitations.by", { email: invitation.invitedBy })}
            <span aria-hidden="true"> · </span>
            {t("admin.staff.invitations.until", { time: format.moment(invitation.expiresAt) })}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button
            type="button"
            aria-disabled={busy}
            onClick={() =>
              run(
                () => inviteStaff(invitation.email, invitation.role, locale),
                (sent) => {
                  onInvited(sent);
                  return t("admin.staff.invite.made", { email: invitation.email });
                },
              )
            }
            className={buttonPill}
          >
            <RotateCw aria-hidden="true" className="size-3.5" />
            {t("admin.staff.invitations.again")}
            <span className="sr-only"> {invitation.email}</span>
          </button>
          <button
            type="button"
            aria-disabled={busy}
            onClick={() =>
              run(
                () => revokeInvitation(invitation.id),
                () => {
                  onRevoked();
                  return t("admin.staff.invitations.revoked", { email: invitation.email });
                },
              )
            }
            className={`${buttonPill} hover:border-rose-400/60`}
            data-revoke
          >
            <X aria-hidden="true" className="size-3.5" />
            {t("admin.staff.invitations.revoke")}
            <span className="sr-only"> {invitation.email}</span>
          </button>
        </div>
      </div>
      <ActionStatus action={action} />
    </li>
  );
}
