import { type Request, type Response, Router } from "express";
import QRCode from "qrcode";
import { z } from "zod";
import type { SecondFactorsSummary } from "../../app/admin/types";
import type { Account } from "../auth/accounts";
import { MAX_PASSWORD_LENGTH, PasswordChecksBusy, verifyPassword } from "../auth/passwords";
import type { SecondFactorMethod } from "../auth/second-factors/index";
import { passkeyRegistration } from "../auth/second-factors/passkey-answers";
import { MAX_PASSKEY_NAME } from "../auth/second-factors/passkeys";
import { sessionId } from "../auth/sessions";
import { sendError, tooManyAttempts } from "../http/api-error";
import type { Services } from "../services";

/** The current password, or a code of the account's app or a recovery code: what removing a factor asks for. */
const proof = z.object({
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH).optional(),
  code: z.string().min(1).max(40).optional(),
});
const code = z.object({ code: z.string().max(20) });
const passkeyName = z.string().trim().min(1).max(MAX_PASSKEY_NAME);
const newPasskey = z.object({ name: passkeyName, response: passkeyRegistration });
const rename = z.object({ name: passkeyName });
const requirement = z.object({ required: z.boolean() });

/**
 * The signed-in staff member's security settings (decision 022), under /auth/factors: what they have
 * (GET), an authenticator app set up and confirmed with a code, recovery codes made anew, passkeys
 * registered, renamed and removed; admins require a second factor of everyone (PUT .../requirement; an admin
 * without one while it is required may not turn it off). Removing a factor or making new recovery codes asks
 * for the password or a current code, so that a stolen session cannot quietly weaken the account. Every
 * change is logged.
 */
export function secondFactorRoutes({
  auth,
  securityLog: log,
  requestKeys,
}: Pick<Services, "auth" | "securityLog" | "requestKeys">): Router {
  const router = Router();
  const { secondFactors } = auth;
  router.use("/auth/factors", auth.guards.requireSignedIn);
  const accountOf = (res: Response) => res.locals.account as Account;

  /** Parses the body with `schema`, or answers 400 (415 for another type than JSON). */
  function parsed<T>(req: Request, res: Response, schema: z.ZodType<T>): T | undefined {
    if (!req.is("application/json")) return void sendError(res, 415, "auth/invalid-request");
    const result = schema.safeParse(req.body);
    if (!result.success) return void sendError(res, 400, "auth/invalid-request");
    return result.data;
  }

  /** Whether the body proves the account's owner is at the keyboard; answers the refusal when not. */
  async function proven(req: Request, res: Response, account: Account): Promise<boolean> {
    const given = parsed(req, res, proof);
    if (!given) return false;
    if (given.password === undefined && given.code === undefined) {
      sendError(res, 400, "auth/proof-required");
      return false;
    }
    const client = requestKeys.client(req);
    const attempt = await auth.secondFactorAttempt(account, auth.requester(req));
    if (!attempt.allowed) {
      tooManyAttempts(res, attempt.retryAfter);
      return false;
    }
    const { password, code = "" } = given;
    let ok: boolean;
    try {
      ok =
        password !== undefined
          ? await verifyPassword(password, account.password_hash, { client, known: false })
          : (await secondFactors.totp.verify(account.id, code)) || (await secondFactors.recovery.use(account.id, code));
    } catch (error) {
      if (!(error instanceof PasswordChecksBusy)) throw error;
      await attempt.abandoned();
      tooManyAttempts(res, new Date(Date.now() + 1000));
      return false;
    }
    if (ok) {
      await attempt.succeeded();
      return true;
    }
    await attempt.failed();
    await log.record("auth.second_factor_failed", { email: account.email, method: "confirmation" });
    sendError(res, 400, password !== undefined ? "auth/wrong-password" : "auth/invalid-code");
    return false;
  }

  const changed = (
    account: Account,
    type: "auth.second_factor_added" | "auth.second_factor_removed",
    method: SecondFactorMethod,
  ) => log.record(type, { email: account.email, method });

  router.get("/auth/factors", async (req, res) => {
    const account = accountOf(res);
    const summary: SecondFactorsSummary = {
      totp: await secondFactors.totp.active(account.id),
      recoveryCodesLeft: (await secondFactors.hasSecondFactor(account.id))
        ? await secondFactors.recovery.left(account.id)
        : 0,
      passkeys: await secondFactors.passkeys.list(account.id),
      required: await secondFactors.requirement.required(),
      mayChangeRequirement: account.role === "admin",
      passkeysAvailable: auth.relyingParty(req) !== undefined,
    };
    res.json(summary);
  });

  router.post("/auth/factors/totp", async (_req, res) => {
    const account = accountOf(res);
    const setUp = await secondFactors.totp.setUp(account.id, account.email);
    if (!setUp) return sendError(res, 409, "auth/totp-active");
    // An SVG: sharp at any size, a few kilobytes, and about a tenth of the work of drawing a PNG.
    const svg = await QRCode.toString(setUp.uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
    res.json({ ...setUp, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` });
  });

  router.post("/auth/factors/totp/confirm", async (req, res) => {
    const account = accountOf(res);
    const body = parsed(req, res, code);
    if (!body) return;
    const attempt = await auth.secondFactorAttempt(account, auth.requester(req));
    if (!attempt.allowed) return tooManyAttempts(res, attempt.retryAfter);
    if (!(await secondFactors.totp.confirm(account.id, body.code))) {
      await attempt.failed();
      return sendError(res, 400, "auth/invalid-code");
    }
    await attempt.succeeded();
    await changed(account, "auth.second_factor_added", "totp");
    res.json({ recoveryCodes: (await secondFactors.firstRecoveryCodes(account.id)) ?? null });
  });

  router.post("/auth/factors/totp/remove", async (req, res) => {
    const account = accountOf(res);
    if (!(await secondFactors.totp.active(account.id))) return sendError(res, 404, "auth/no-such-factor");
    if (!(await proven(req, res, account))) return;
    await secondFactors.totp.remove(account.id);
    await secondFactors.settleRemoval(account.id);
    await changed(account, "auth.second_factor_removed", "totp");
    res.status(204).end();
  });

  router.post("/auth/factors/recovery-codes", async (req, res) => {
    const account = accountOf(res);
    if (!(await secondFactors.hasSecondFactor(account.id))) return sendError(res, 409, "auth/no-second-factor");
    if (!(await proven(req, res, account))) return;
    const recoveryCodes = await secondFactors.recovery.replace(account.id);
    await log.record("auth.recovery_codes_replaced", { email: account.email });
    res.json({ recoveryCodes });
  });

  router.post("/auth/factors/passkeys/options", async (req, res) => {
    const account = accountOf(res);
    const rp = auth.relyingParty(req);
    const token = auth.cookies.session.read(req);
    if (!rp || !token) return sendError(res, 409, "auth/passkey-unavailable");
    const options = await secondFactors.passkeys.registrationOptions(account, rp);
    await secondFactors.challenges.put("staff_sessions", sessionId(token), options.challenge);
    res.json(options);
  });

  router.post("/auth/factors/passkeys", async (req, res) => {
    const account = accountOf(res);
    const body = parsed(req, res, newPasskey);
    if (!body) return;
    const rp = auth.relyingParty(req);
    const token = auth.cookies.session.read(req);
    const challenge = token ? await secondFactors.challenges.take("staff_sessions", sessionId(token)) : undefined;
    if (
      !rp ||
      !challenge ||
      !(await secondFactors.passkeys.register(account.id, body.name, body.response, challenge, rp))
    ) {
      return sendError(res, 400, "auth/passkey-failed");
    }
    await changed(account, "auth.second_factor_added", "passkey");
    res.status(201).json({ recoveryCodes: (await secondFactors.firstRecoveryCodes(account.id)) ?? null });
  });

  router.patch("/auth/factors/passkeys/:id", async (req, res) => {
    const account = accountOf(res);
    const body = parsed(req, res, rename);
    if (!body) return;
    if (!(await secondFactors.passkeys.rename(account.id, req.params.id, body.name))) {
      return sendError(res, 404, "auth/no-such-factor");
    }
    res.status(204).end();
  });

  router.post("/auth/factors/passkeys/:id/remove", async (req, res) => {
    const account = accountOf(res);
    const listed = await secondFactors.passkeys.list(account.id);
    if (!listed.some((passkey) => passkey.id === req.params.id)) return sendError(res, 404, "auth/no-such-factor");
    if (!(await proven(req, res, account))) return;
    await secondFactors.passkeys.remove(account.id, req.params.id);
    await secondFactors.settleRemoval(account.id);
    await changed(account, "auth.second_factor_removed", "passkey");
    res.status(204).end();
  });

  router.put("/auth/factors/requirement", auth.guards.requireAdmin, async (req, res) => {
    const account = accountOf(res);
    const body = parsed(req, res, requirement);
    if (!body) return;
    // An admin who must set up a factor may do only that (decision 022), not turn the requirement off to escape it.
    if (await secondFactors.mustEnrol(account.id)) return sendError(res, 403, "auth/second-factor-required");
    await secondFactors.requirement.setRequired(body.required);
    await log.record("auth.second_factor_requirement_changed", { email: account.email, required: body.required });
    res.status(204).end();
  });

  return router;
}
