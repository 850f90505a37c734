import { type Request, type Response, Router } from "express";
import { z } from "zod";
import type { AuthAvailability, AuthStatus, SecondFactorNeeded } from "../../app/admin/types";
import { emailSchema } from "../auth/accounts";
import type { SignedInNow } from "../auth/sign-in";
import { sendError, tooManyAttempts } from "../http/api-error";
import { isLocalhost } from "../http/localhost";
import type { Services } from "../services";

/** The body's shape only; what the fields hold is checked one by one, each with its own code. */
const credentials = z.object({ email: z.unknown().optional(), password: z.unknown().optional() });

/** Sets the cookies of a completed sign-in and answers the signed-in account. */
export function sendSignedIn(auth: Services["auth"], res: Response, { answer, session, browser }: SignedInNow) {
  auth.cookies.session.set(res, session.token, session.expiresAt);
  auth.cookies.browser.set(res, browser.token, browser.expiresAt);
  res.json(answer);
}

/**
 * Staff sign-in (docs/PRODUCT.md#staff-area): POST /auth/login and /auth/logout, GET /auth/session (the user or null)
 * and GET /auth/status (whether sign-in is available, which the staff page checks before offering the
 * form; the diagnostics of docs/PRODUCT.md#data for signed-in staff); the steps themselves are
 * server/auth/sign-in.ts.
 * Failures answer the API's error shape (decision 028) with the codes docs/PRODUCT.md#sign-in-messages names; the
 * page turns codes into messages. A right password of
 * an account with a second factor starts no session: it answers the methods to choose from and a cookie for
 * the second step (server/api/second-step.ts).
 */
export function signInRoutes({
  auth,
  staff: { accounts },
  database,
  mode,
}: Pick<Services, "auth" | "staff" | "database" | "mode">): Router {
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

    const result = await auth.signIn.password(email.data, password, auth.requester(req));
    switch (result.outcome) {
      case "limited":
        return tooManyAttempts(res, result.retryAfter);
      case "refused":
        return sendError(res, result.reason === "user-disabled" ? 403 : 401, `auth/${result.reason}`);
      case "second-step":
        auth.cookies.pending.set(res, result.pending.token, result.pending.expiresAt);
        res.json({ secondFactor: { methods: result.methods } } satisfies SecondFactorNeeded);
        return;
      case "signed-in":
        return sendSignedIn(auth, res, result);
    }
  });

  router.post("/auth/logout", async (req, res) => {
    const token = auth.cookies.session.read(req);
    if (token) await auth.signIn.signOut(token);
    auth.cookies.session.clear(res);
    res.status(204).end();
  });

  router.get("/auth/session", async (req, res) => {
    const account = await auth.sessionAccount(req);
    res.json(account && !account.disabled ? await auth.signIn.answer(account) : { user: null });
  });

  router.get("/auth/status", async (req, res) => {
    const authInitialized = await database.ping();
    res.status(authInitialized ? 200 : 503);
    // Anyone learns whether sign-in can be offered, and nothing else: no host, no mode, no word on accounts.
    if (!authInitialized || !(await auth.isStaff(req))) {
      res.json({ authInitialized } satisfies AuthAvailability);
      return;
    }
    const demo = mode === "development";
    const usableAccounts = await accounts.countUsable(demo).catch(() => 0);
    const status: AuthStatus = {
      currentDomain: req.hostname,
      isLocalhost: isLocalhost(req.hostname),
      isDev: mode === "development",
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
