import { Copy, Send } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { inviteStaff } from "~/admin/api";
import { STAFF_ROLES, type StaffRole } from "~/admin/roles";
import type { InvitationSent } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import { buttonPrimarySmall, buttonSecondarySmall, fieldCompact } from "../../ui/styles";
import { ActionStatus } from "./ActionStatus";
import { useStaffAction } from "./use-staff-action";

/**
 * Invites someone by e-mail with a role, in the admin's language. The link of the last invitation made
 * (`sent`) is shown to be passed on by hand: mail does not send it.
 */
export function InviteForm({
  sent,
  onInvited,
}: {
  sent: InvitationSent | null;
  onInvited: (sent: InvitationSent) => void;
}) {
  const { locale, t } = useLocale();
  const id = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("viewer");
  const { action, run } = useStaffAction();
  const emailField = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return emailField.current?.focus();
    void run(
      () => inviteStaff(email.trim(), role, locale),
      (made) => {
        onInvited(made);
        setEmail("");
        return t("admin.staff.invite.made", { email: made.invitation.email });
      },
    );
  };

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" data-invite>
        <div className="min-w-56 flex-1">
          <label htmlFor={`${id}-email`} className="block text-sm text-slate-300">
            {t("admin.email")}
          </label>
          <input
            ref={emailField}
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={`${fieldCompact} mt-1`}
          />
        </div>
        <div className="w-36">
          <label htmlFor={`${id}-role`} className="block text-sm text-slate-300">
            {t("admin.staff.role")}
          </label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            className={`${fieldCompact} mt-1`}
          >
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`admin.role.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          aria-disabled={action.state === "busy"}
          className={`${buttonPrimarySmall} w-full sm:w-auto aria-disabled:opacity-60`}
        >
          <Send aria-hidden="true" className="size-4" />
          {t(action.state === "busy" ? "admin.staff.invite.sending" : "admin.staff.invite.send")}
        </button>
      </form>
      <p className="text-xs text-slate-400">{t("admin.staff.roles")}</p>
      <ActionStatus action={action} />
      {sent && <InvitationLink key={sent.link} sent={sent} />}
    </div>
  );
}

/** An invitation's link, to copy and pass on: mail is off. */
function InvitationLink({ sent }: { sent: InvitationSent }) {
  const { t } = useLocale();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(sent.link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="rounded-2xl border border-amber-400/30 bg-amber-500/5 p-3" data-invitation-link>
      <label htmlFor={`${id}-link`} className="block text-sm text-amber-100">
        {t("admin.staff.invite.mailOff", { email: sent.invitation.email })}
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={`${id}-link`}
          readOnly
          value={sent.link}
          onFocus={(event) => event.target.select()}
          className={`${fieldCompact} min-w-0 flex-1 font-mono text-xs`}
        />
        <button type="button" onClick={copy} className={buttonSecondarySmall}>
          <Copy aria-hidden="true" className="size-4" />
          {t("admin.staff.invite.copy")}
        </button>
      </div>
      <p role="status" className="mt-1 text-xs text-emerald-300 empty:hidden">
        {copied ? t("admin.staff.invite.copied") : ""}
      </p>
    </div>
  );
}
