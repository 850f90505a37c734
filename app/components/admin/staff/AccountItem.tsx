import { LogOut, ShieldCheck, UserCheck, UserX } from "lucide-react";
import { changeStaff, endStaffSessions } from "~/admin/api";
import type { StaffMember } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import { buttonPill } from "../../ui/styles";
import { useFormat } from "../dashboard/use-format";
import { ActionStatus } from "./ActionStatus";
import { useStaffAction } from "./use-staff-action";

const ROLE_TONE = {
  admin: "border-brand-400/40 bg-brand-500/10 text-brand-200",
  viewer: "border-white/15 text-slate-200",
} as const;

/**
 * A staff account: name, address, role, status and last sign-in; an admin gives it the other role,
 * disables or enables it, and ends its sessions. The server refuses what would leave no enabled admin.
 */
export function AccountItem({
  account,
  self,
  onChanged,
}: {
  account: StaffMember;
  /** The signed-in admin's own account. */
  self: boolean;
  onChanged: (account: StaffMember) => void;
}) {
  const { t } = useLocale();
  const format = useFormat();
  const { action, run } = useStaffAction();
  const busy = action.state === "busy";
  const otherRole = account.role === "admin" ? "viewer" : "admin";
  const change = (body: Parameters<typeof changeStaff>[1], message: (changed: StaffMember) => string) =>
    run(
      () => changeStaff(account.id, body),
      (changed) => {
        onChanged(changed);
        return message(changed);
      },
    );
  const who = <span className="sr-only"> {account.email}</span>;
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-account={account.email}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold text-white [overflow-wrap:anywhere]">
          {account.displayName}
          {self && <span className="ml-1 text-sm font-normal text-slate-400">{t("admin.staff.accounts.you")}</span>}
        </h3>
        <span className={`rounded-full border px-2 py-px text-xs font-medium ${ROLE_TONE[account.role]}`} data-role>
          {t(`admin.role.${account.role}`)}
        </span>
        <span
          className={`rounded-full border px-2 py-px text-xs font-medium ${account.disabled ? "border-rose-400/40 bg-rose-500/10 text-rose-200" : "border-emerald-400/40 bg-emerald-500/10 text-emerald-200"}`}
          data-state
        >
          {t(account.disabled ? "admin.staff.accounts.disabled" : "admin.staff.accounts.active")}
        </span>
      </div>
      <p className="mt-0.5 text-sm text-slate-300 [overflow-wrap:anywhere]">{account.email}</p>
      <p className="mt-0.5 text-xs text-slate-400">
        {account.lastSignInAt
          ? t("admin.staff.accounts.lastSignIn", { time: format.moment(account.lastSignInAt) })
          : t("admin.staff.accounts.neverSignedIn")}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          aria-disabled={busy}
          onClick={() =>
            change({ role: otherRole }, (changed) =>
              t("admin.staff.accounts.roleChanged", { email: changed.email, role: t(`admin.role.${changed.role}`) }),
            )
          }
          className={buttonPill}
          data-make={otherRole}
        >
          <ShieldCheck aria-hidden="true" className="size-3.5" />
          {t(otherRole === "admin" ? "admin.staff.accounts.makeAdmin" : "admin.staff.accounts.makeViewer")}
          {who}
        </button>
        <button
          type="button"
          aria-disabled={busy}
          onClick={() =>
            change({ disabled: !account.disabled }, (changed) =>
              t(changed.disabled ? "admin.staff.accounts.wasDisabled" : "admin.staff.accounts.wasEnabled", {
                email: changed.email,
              }),
            )
          }
          className={buttonPill}
          data-toggle-disabled
        >
          {account.disabled ? (
            <UserCheck aria-hidden="true" className="size-3.5" />
          ) : (
            <UserX aria-hidden="true" className="size-3.5" />
          )}
          {t(account.disabled ? "admin.staff.accounts.enable" : "admin.staff.accounts.disable")}
          {who}
        </button>
        <button
          type="button"
          aria-disabled={busy}
          onClick={() =>
            run(
              () => endStaffSessions(account.id),
              (ended) =>
                t("admin.staff.accounts.sessionsEnded", {
                  email: account.email,
                  n: ended,
                  count: format.number(ended),
                }),
            )
          }
          className={buttonPill}
          data-end-sessions
        >
          <LogOut aria-hidden="true" className="size-3.5" />
          {t("admin.staff.accounts.endSessions")}
          {who}
        </button>
      </div>
      <div className="mt-1">
        <ActionStatus action={action} />
      </div>
    </li>
  );
}
