import { Router } from "express";
import { z } from "zod";
import { STAFF_ROLES } from "../../app/admin/roles";
import type { InvitationSent, PendingInvitation, StaffMember, StaffOverview } from "../../app/admin/types";
import { DEFAULT_LOCALE } from "../../app/config/build";
import { LOCALES } from "../../app/i18n/locales";
import { urlScheme } from "../../app/i18n/url-scheme";
import { type Account, emailSchema } from "../auth/accounts";
import { adminOf, type StaffGuards } from "../auth/guard";
import { issuesOf, sendError } from "../http/api-error";
import type { Services } from "../services";
import type { Invitation } from "../staff/invitations";
import { invitationMail } from "../staff/mails";
import { StaffChangeRefused } from "../staff/management";

const invite = z.strictObject({ email: emailSchema, role: z.enum(STAFF_ROLES), locale: z.enum(LOCALES) });
const change = z.union([z.strictObject({ role: z.enum(STAFF_ROLES) }), z.strictObject({ disabled: z.boolean() })]);
/** Account and invitation ids: 15 random bytes, base64url. */
const id = z.string().regex(/^[\w-]{20}$/);

const iso = (time: number | string) => new Date(Number(time)).toISOString();

const memberOf = (account: Account): StaffMember => ({
  id: account.id,
  email: account.email,
  displayName: account.display_name,
  role: account.role,
  disabled: account.disabled === 1,
  createdAt: iso(account.created_at),
  lastSignInAt: account.last_sign_in_at === null ? null : iso(account.last_sign_in_at),
});

const pendingOf = (invitation: Invitation): PendingInvitation => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  invitedBy: invitation.invited_by,
  createdAt: iso(invitation.created_at),
  expiresAt: iso(invitation.expires_at),
});

/**
 * Staff management for admins (docs/decisions/023): GET /staff lists the accounts and pending invitations;
 * POST /staff/invitations {email, role, locale} invites in the admin's language: the link is mailed, or with
 * mail off answered (201) for the admin to pass on;
 * DELETE /staff/invitations/:id revokes one; PATCH /staff/accounts/:id {role} or {disabled} changes an
 * account (409 `staff/last-admin` when no enabled admin would be left); DELETE /staff/accounts/:id/sessions
 * ends its sessions. Each change is in the security log with the admin who made it. A link points at the
 * page the admin's request came from (`Origin`, which sameOrigin checked), else at SITE_URL.
 */
export function staffRoutes(
  {
    staff: { accounts, invitations, management },
    securityLog: log,
    mailer,
    guards,
  }: Pick<Services, "staff" | "securityLog" | "mailer"> & { guards: StaffGuards },
  siteUrl: string,
): Router {
  const router = Router();
  const scheme = urlScheme(DEFAULT_LOCALE);
  router.use("/staff", guards.requireStaff, guards.requireAdmin);

  router.get("/staff", async (_req, res) => {
    const [members, pending] = await Promise.all([accounts.list(), invitations.pending()]);
    const overview: StaffOverview = {
      accounts: members.filter((account) => !account.demo).map(memberOf),
      invitations: pending.map(pendingOf),
      mail: mailer.enabled,
    };
    res.json(overview);
  });

  router.post("/staff/invitations", async (req, res) => {
    const parsed = invite.safeParse(req.body);
    if (!parsed.success) return sendError(res, 400, "staff/invalid-request", { issues: issuesOf(parsed.error) });
    const { email, role, locale } = parsed.data;
    if (await accounts.find(email)) return sendError(res, 409, "staff/account-exists");
    const admin = adminOf(res);
    const origin = req.get("origin") ?? siteUrl;
    const linkOf = (token: string) =>
      `${origin}${scheme.localizePath("/admin/invitation", locale)}?${new URLSearchParams({ token })}`;
    const { invitation, token } = await invitations.create(
      { email, role, locale, invitedBy: admin.email },
      mailer.enabled
        ? async (trx, made, madeToken) => {
            await mailer.outbox.enqueue(await invitationMail(made, linkOf(madeToken), admin.display_name), trx);
          }
        : undefined,
    );
    if (mailer.enabled) mailer.outbox.kick();
    await log.record("staff.invited", { by: admin.email, email, role, mailed: mailer.enabled });
    const sent: InvitationSent = {
      invitation: pendingOf(invitation),
      link: mailer.enabled ? null : linkOf(token),
    };
    res.status(201).json(sent);
  });

  router.delete("/staff/invitations/:id", async (req, res) => {
    const parsed = id.safeParse(req.params.id);
    const revoked = parsed.success ? await invitations.revoke(parsed.data) : undefined;
    if (!revoked) return sendError(res, 404, "staff/unknown-invitation");
    await log.record("staff.invitation_revoked", { by: adminOf(res).email, email: revoked.email });
    res.status(204).end();
  });

  router.patch("/staff/accounts/:id", async (req, res) => {
    const account = id.safeParse(req.params.id);
    const parsed = change.safeParse(req.body);
    if (!parsed.success) return sendError(res, 400, "staff/invalid-request", { issues: issuesOf(parsed.error) });
    const by = adminOf(res).email;
    try {
      if (!account.success) throw new StaffChangeRefused("unknown-account");
      const changed = await management.change(account.data, parsed.data);
      if ("role" in parsed.data) {
        await log.record("staff.role_changed", { by, account: changed.email, role: changed.role });
      } else {
        await log.record(changed.disabled ? "staff.disabled" : "staff.enabled", { by, account: changed.email });
      }
      res.json(memberOf(changed));
    } catch (error) {
      if (!(error instanceof StaffChangeRefused)) throw error;
      sendError(res, error.reason === "last-admin" ? 409 : 404, `staff/${error.reason}`);
    }
  });

  router.delete("/staff/accounts/:id/sessions", async (req, res) => {
    const account = id.safeParse(req.params.id);
    try {
      if (!account.success) throw new StaffChangeRefused("unknown-account");
      const { account: ended, ended: sessions } = await management.endSessions(account.data);
      await log.record("staff.sessions_ended", { by: adminOf(res).email, account: ended.email, sessions });
      res.json({ ended: sessions });
    } catch (error) {
      if (!(error instanceof StaffChangeRefused)) throw error;
      sendError(res, 404, `staff/${error.reason}`);
    }
  });

  return router;
}
