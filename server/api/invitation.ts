import { Router } from "express";
import { z } from "zod";
import { displayNameProblem } from "../auth/accounts";
import { MAX_PASSWORD_LENGTH } from "../auth/passwords";
import { issuesOf, sendError } from "../http/api-error";
import type { SecurityLog } from "../security/log";
import { type InvitationRefusal, InvitationRefused, type StaffInvitations } from "../staff/invitations";

const acceptance = z.strictObject({
  token: z.string().max(100),
  displayName: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine((name) => !displayNameProblem(name)),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});

/** The status of each refusal: a link that no longer works is gone (410), one never made is unknown (404). */
const STATUS: Record<InvitationRefusal, number> = {
  unknown: 404,
  used: 410,
  revoked: 410,
  expired: 410,
  "account-exists": 409,
  "weak-password": 400,
  "invalid-name": 400,
};

/**
 * POST /auth/invitation {token, displayName, password}: the invitee of a pending invitation makes their
 * account (201 with its e-mail address), then signs in as anyone does. Refusals answer
 * `invitation/<reason>` (docs/decisions/028), a weak password's with what is wrong with it as its message;
 * a name with control characters is `invitation/invalid-name` (400).
 */
export function invitationRoutes({
  invitations,
  securityLog,
}: {
  invitations: StaffInvitations;
  securityLog: SecurityLog;
}): Router {
  const router = Router();
  router.post("/auth/invitation", async (req, res) => {
    const parsed = acceptance.safeParse(req.body);
    if (!parsed.success) {
      // The name's own refusal (the refinement), so that the page can say what is wrong with it.
      const invalidName = parsed.error.issues.some(
        (issue) => issue.code === "custom" && issue.path[0] === "displayName",
      );
      sendError(res, 400, invalidName ? "invitation/invalid-name" : "invitation/invalid-request", {
        issues: issuesOf(parsed.error),
      });
      return;
    }
    const { token, ...chosen } = parsed.data;
    try {
      const { account, invitation } = await invitations.accept(token, chosen);
      await securityLog.record("staff.invitation_accepted", {
        account: account.email,
        role: account.role,
        invitedBy: invitation.invited_by,
      });
      res.status(201).json({ email: account.email });
    } catch (error) {
      if (!(error instanceof InvitationRefused)) throw error;
      sendError(res, STATUS[error.reason], `invitation/${error.reason}`, {
        ...(error.problem && { message: error.problem }),
      });
    }
  });
  return router;
}
