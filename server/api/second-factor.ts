import { type Request, type Response, Router } from "express";
import { z } from "zod";
import type { SecondFactorMethod } from "../auth/two-factor/index";
import { pendingId } from "../auth/two-factor/pending-sign-ins";
import { relyingParty } from "../auth/two-factor/relying-party";
import { sendError, tooManyAttempts } from "../http/api-error";
import { passkeyAssertion } from "./passkey-answers";
import { completeSignIn, type SignInServices } from "./sign-in";

const step = z.discriminatedUnion("method", [
  z.object({ method: z.literal("totp"), code: z.string().max(20) }),
  z.object({ method: z.literal("recovery"), code: z.string().max(40) }),
  z.object({ method: z.literal("passkey"), response: passkeyAssertion }),
]);

type Step = z.infer<typeof step>;

/**
 * The second step of sign-in (decision 022), for the browser holding the cookie of a right password:
 * POST /auth/second-factor/passkey (a passkey assertion's options, its challenge kept with the waiting
 * sign-in) and POST /auth/second-factor (an app's code, a recovery code or a passkey's assertion), which
 * starts the session. Its own limits (a browser known to the account counted on its own); failures and the
 * sign-in are logged.
 */
export function secondFactorRoutes(services: SignInServices): Router {
  const { auth, staff, securityLog: log } = services;
  const router = Router();
  const factors = auth.twoFactor;

  /** The account of the request's waiting sign-in, or the refusal sent. */
  async function waiting(req: Request, res: Response) {
    const token = auth.pendingCookie.read(req);
    const accountId = token ? await factors.pending.find(token) : undefined;
    const account = accountId ? await staff.accounts.findById(accountId) : undefined;
    if (!token || !account || !auth.usable(account)) {
      auth.pendingCookie.clear(res);
      sendError(res, 401, "auth/second-factor-expired");
      return undefined;
    }
    if (account.disabled) {
      await factors.pending.end(token);
      auth.pendingCookie.clear(res);
      sendError(res, 403, "auth/user-disabled");
      return undefined;
    }
    return { token, account };
  }

  async function check(req: Request, accountId: string, token: string, body: Step): Promise<boolean> {
    if (body.method === "totp") return factors.totp.verify(accountId, body.code);
    if (body.method === "recovery")
      return (await factors.methods(accountId)).includes("recovery") && factors.recovery.use(accountId, body.code);
    const rp = relyingParty(req, auth.siteUrl);
    const challenge = await factors.challenges.take("staff_pending_sign_ins", pendingId(token));
    return !!rp && !!challenge && factors.passkeys.verify(accountId, body.response, challenge, rp);
  }

  router.post("/auth/second-factor/passkey", async (req, res) => {
    const found = await waiting(req, res);
    if (!found) return;
    const rp = relyingParty(req, auth.siteUrl);
    if (!rp || (await factors.passkeys.count(found.account.id)) === 0)
      return sendError(res, 409, "auth/passkey-unavailable");
    const options = await factors.passkeys.authenticationOptions(found.account.id, rp);
    await factors.challenges.put("staff_pending_sign_ins", pendingId(found.token), options.challenge);
    res.json(options);
  });

  router.post("/auth/second-factor", async (req, res) => {
    if (!req.is("application/json")) return sendError(res, 415, "auth/invalid-request");
    const body = step.safeParse(req.body);
    if (!body.success) return sendError(res, 400, "auth/invalid-request");
    const found = await waiting(req, res);
    if (!found) return;
    const { token, account } = found;
    const method: SecondFactorMethod = body.data.method;

    const attempt = await auth.secondFactorAttempt(req, account);
    if (!attempt.allowed) return tooManyAttempts(res, attempt.retryAfter);
    if (!(await check(req, account.id, token, body.data))) {
      const limits = await attempt.failed();
      if (limits.length > 0) {
        await log.record("auth.too_many_attempts", { email: account.email, limits, step: "second-factor" });
      }
      await log.record("auth.second_factor_failed", { email: account.email, method });
      return sendError(res, 401, method === "passkey" ? "auth/passkey-failed" : "auth/invalid-code");
    }
    // One completion per waiting sign-in, however many requests arrive with its cookie.
    if (!(await factors.pending.end(token))) return sendError(res, 401, "auth/second-factor-expired");
    await attempt.succeeded();
    auth.pendingCookie.clear(res);
    await completeSignIn(services, req, res, account, auth.limits.knownBrowserCookie(account.email), method);
  });

  return router;
}
