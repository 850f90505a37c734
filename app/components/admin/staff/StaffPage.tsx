import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchStaff } from "~/admin/api";
import type { InvitationSent, PendingInvitation, StaffMember, StaffUser } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import { adminContainer, buttonSecondary } from "../../ui/styles";
import { LoadFailed } from "../dashboard/LoadFailed";
import { Panel } from "../dashboard/Panel";
import { shownData, useStaffData } from "../dashboard/use-staff-data";
import { Spinner } from "../Spinner";
import { AccountItem } from "./AccountItem";
import { InvitationItem } from "./InvitationItem";
import { InviteForm } from "./InviteForm";

/**
 * The staff view (/admin/staff), for admins: invite someone with a role, the pending invitations (revoke,
 * invite again), and the accounts (role, disable or enable, end sessions). A viewer is told it is not theirs.
 */
export default function StaffPage({ user }: { user: StaffUser }) {
  const { locale, t } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  // The sign-in form (and the focus in it) may be gone: the reader continues at the page's heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`${adminContainer} py-8 sm:py-12`}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white outline-none sm:text-3xl">
            {t("admin.staff.title")}
          </h1>
          <p className="mt-1 text-slate-400">{t("admin.staff.intro")}</p>
        </div>
        <a href={localizePath("/admin", locale)} className={`${buttonSecondary} px-5 py-2`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("admin.staff.back")}
        </a>
      </header>
      {user.role === "admin" ? (
        <StaffManagement user={user} />
      ) : (
        <p role="alert" className="mt-8 rounded-3xl border border-amber-400/30 bg-amber-500/10 p-6 text-amber-100">
          {t("admin.staff.adminsOnly")}
        </p>
      )}
    </div>
  );
}

function StaffManagement({ user }: { user: StaffUser }) {
  const { t } = useLocale();
  const { data, retry, update } = useStaffData(useCallback(fetchStaff, []));
  const overview = shownData(data);
  const [sent, setSent] = useState<InvitationSent | null>(null);
  const [notice, setNotice] = useState("");
  const noticeLine = useRef<HTMLParagraphElement>(null);
  // A revoked invitation's row (and the focus in it) is gone: the reader continues at the message.
  useEffect(() => {
    if (notice) noticeLine.current?.focus();
  }, [notice]);

  const invited = (made: InvitationSent) => {
    setSent(made);
    update((before) => ({
      ...before,
      invitations: [made.invitation, ...before.invitations.filter((other) => other.email !== made.invitation.email)],
    }));
  };
  const revoked = (invitation: PendingInvitation) => {
    setNotice(t("admin.staff.invitations.revoked", { email: invitation.email }));
    update((before) => ({
      ...before,
      invitations: before.invitations.filter((other) => other.id !== invitation.id),
    }));
  };
  const changed = (member: StaffMember) =>
    update((before) => ({
      ...before,
      accounts: before.accounts.map((account) => (account.id === member.id ? member : account)),
    }));

  return (
    <div className="mt-6 space-y-4 sm:mt-8 sm:space-y-6">
      <Panel title={t("admin.staff.invite.title")}>
        <InviteForm mail={overview?.mail} sent={sent} onInvited={invited} />
      </Panel>
      <Panel title={t("admin.staff.invitations.title")}>
        <p
          ref={noticeLine}
          tabIndex={-1}
          role="status"
          className="mb-3 text-sm text-emerald-300 outline-none empty:hidden [overflow-wrap:anywhere]"
        >
          {notice}
        </p>
        <div aria-busy={data.state === "loading"} data-invitations>
          {data.state === "failed" ? (
            <LoadFailed compact onRetry={retry} />
          ) : !overview ? (
            <Spinner label={t("admin.loadingData")} />
          ) : overview.invitations.length === 0 ? (
            <p className="text-sm text-slate-400">{t("admin.staff.invitations.none")}</p>
          ) : (
            <ul className="divide-y divide-white/5">
              {overview.invitations.map((invitation) => (
                <InvitationItem
                  key={invitation.id}
                  invitation={invitation}
                  onRevoked={() => revoked(invitation)}
                  onInvited={invited}
                />
              ))}
            </ul>
          )}
        </div>
      </Panel>
      <Panel title={t("admin.staff.accounts.title")}>
        <div aria-busy={data.state === "loading"} data-accounts>
          {data.state === "failed" ? (
            <LoadFailed compact onRetry={retry} />
          ) : !overview ? (
            <Spinner label={t("admin.loadingData")} />
          ) : (
            <ul className="divide-y divide-white/5">
              {overview.accounts.map((account) => (
                <AccountItem key={account.id} account={account} self={account.id === user.uid} onChanged={changed} />
              ))}
            </ul>
          )}
        </div>
      </Panel>
    </div>
  );
}
