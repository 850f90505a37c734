import { type Request, Router } from "express";
import { z } from "zod";
import type { AuthAvailability, AuthStatus, SecondFactorNeeded } from "../../app/admin/types";
import { emailSchema } from "../auth/accounts";
import { MAX_PASSWORD_LENGTH, PasswordChecksBusy, verifyAgainstNothing, verifyPassword } from "../auth/passwords";
import { sendError, tooManyAttempts } from "../http/api-error";
import { isLocalhost } from "../http/localhost";
import type { Services } from "../services";
import { completeSignIn, type SignInServices, signedIn } from "./sign-in";

/** The body's shape only; what the fields hold is checked one by one, each with its own code. */
const credentials = z.object({ email: z.unknown().optional(), password: z.unknown().optional() });

/**
 * Staff sign-in (docs/PRODUCT.md#staff-area): POST /auth/login and /auth/logout, GET /auth/session (the user or null)
 * and GET /auth/status (whether sign-in is available, which the staff page checks before offering the
 * form; the diagnostics of docs/PRODUCT.md#data for signed-in staff).
 * Failures answer the API's error shape (decision 028) with the codes docs/PRODUCT.md#sign-in-messages names; the
 * page turns codes into messages. A right password of
 * an account with a second factor starts no session: it answers the factors to choose from and a cookie for
 * the second step (server/api/second-factor.ts).
 */
export function authRoutes(services: SignInServices & Pick<Services, "database">): Router {
  const { auth, staff, securityLog: log, requestKeys: keys, database } = services;
  const router = Router();
  router.use("/auth", (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });

  router.post("/auth/login", async (req: Request, res) => {
    if (!req.is("application/json")) return sendError(res, 415, "auth/invalid-request");
    const body = credentials.safeParse(req.body);
    if (!body.success) return sendError(res, 400, "auth/invalid-request");
    const email = emailSchema.safeParse(body.data.email);
    if (!email.success) return sendError(res, 400, "auth/invalid-email");
    const { password } = body.data;
    if (typeof password !== "string" || password.length === 0) return sendError(res, 400, "auth/missing-password");

    const attempt = await auth.limits.attempt(email.data, keys.client(req), auth.browserCookie.read(req));
    if (!attempt.allowed) return tooManyAttempts(res, attempt.retryAfter);

    const found = await staff.accounts.find(email.data);
    const account = found && auth.usable(found) ? found : undefined;
    let matches: boolean;
    try {
      matches =
        account && password.length <= MAX_PASSWORD_LENGTH
          ? await verifyPassword(password, account.password_hash, attempt.caller)
          : await verifyAgainstNothing(password, auth.hashCost, attempt.caller);
    } catch (error) {
      if (!(error instanceof PasswordChecksBusy)) throw error;
      await attempt.abandoned();
      return tooManyAttempts(res, new Date(Date.now() + 1000));
    }
    if (!account || !matches || account.disabled) {
      // Checked, and not signed in: the attempt counts.
      const limits = await attempt.failed();
      if (limits.length > 0) await log.record("auth.too_many_attempts", { email: email.data, limits });
      if (account && matches) {
        // The operator sees it; the answer is a wrong password's unless AUTH_DISTINCT_ERRORS, as any other
        // would tell whoever typed it that the password is right.
        await log.record("auth.sign_in_refused", { email: account.email, reason: "user-disabled" });
        if (auth.distinctErrors) return sendError(res, 403, "auth/user-disabled");
        return sendError(res, 401, "auth/invalid-credential");
      }
      const reason = account ? "wrong-password" : "user-not-found";
      await log.record("auth.sign_in_failed", account ? { email: account.email, reason } : { reason });
      return sendError(res, 401, auth.distinctErrors ? `auth/${reason}` : "auth/invalid-credential");
    }

    const methods = await auth.twoFactor.methods(account.id);
    if (methods.length > 0) {
      // The password was right, so the attempt does not count; failures are forgotten at the second step.
      await attempt.abandoned();
      const pending = await auth.twoFactor.pending.start(account.id);
      auth.pendingCookie.set(res, pending.token, pending.expiresAt);
      await log.record("auth.password_accepted", { email: account.email });
      res.json({ secondFactor: { methods } } satisfies SecondFactorNeeded);
      return;
    }
    await completeSignIn(services, req, res, account, await attempt.succeeded());
  });

  router.post("/auth/logout", async (req, res) => {
    const token = auth.cookie.read(req);
    if (token) await auth.sessions.end(token);
    auth.cookie.clear(res);
    res.status(204).end();
  });

  router.get("/auth/session", async (req, res) => {
    const account = await auth.sessionAccount(req);
    res.json(account && !account.disabled ? await signedIn(auth, account) : { user: null });
  });

  router.get("/auth/status", async (req, res) => {
    const authInitialized = await database.ping();
    res.status(authInitialized ? 200 : 503);
    // Anyone learns whether sign-in can be offered, and nothing else: no host, no mode, no word on accounts.
    if (!authInitialized || !(await auth.isStaff(req))) {
      res.json({ authInitialized } satisfies AuthAvailability);
      return;
    }
    const demo = auth.mode === "development";
    const usableAccounts = await staff.accounts.countUsable(demo).catch(() => 0);
    const status: AuthStatus = {
      currentDomain: req.hostname,
      isLocalhost: isLocalhost(req.hostname),
      isDev: auth.mode === "development",
      authInitialized,
      authExists: usableAccounts > 0,
      useMockAuth: demo,
      // The database-backed sign-in is the real one; the name is that of docs/PRODUCT.md#data.
      useFirebaseAuthReal: authInitialized,
    };
    res.json(status);
  });

  return router;
}
