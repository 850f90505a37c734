import { type Response, Router } from "express";
import { z } from "zod";
import { passkeyAssertion } from "../auth/second-factors/passkey-answers";
import { sendError, tooManyAttempts } from "../http/api-error";
import type { Services } from "../services";
import { sendSignedIn } from "./sign-in";

const step = z.discriminatedUnion("method", [
  z.object({ method: z.literal("totp"), code: z.string().max(20) }),
  z.object({ method: z.literal("recovery"), code: z.string().max(40) }),
  z.object({ method: z.literal("passkey"), response: passkeyAssertion }),
]);

/**
 * The second step of sign-in (decision 022; the step itself is server/auth/sign-in.ts), for the browser
 * holding the cookie of a right password: POST /auth/second-factor/passkey (a passkey assertion's options,
 * its challenge kept with the pending sign-in) and POST /auth/second-factor (an app's code, a recovery code
 * or a passkey's assertion), which starts the session.
 */
export function secondStepRoutes({ auth }: Pick<Services, "auth">): Router {
  const router = Router();

  /** The pending sign-in is no more (its cookie goes) or its account was disabled meanwhile. */
  const notWaiting = (res: Response, outcome: "gone" | "disabled") => {
    auth.cookies.pending.clear(res);
    if (outcome === "gone") sendError(res, 401, "auth/second-factor-expired");
    else sendError(res, 403, "auth/user-disabled");
  };

  router.post("/auth/second-factor/passkey", async (req, res) => {
    const result = await auth.signIn.passkeyOptions(auth.cookies.pending.read(req), auth.relyingParty(req));
    switch (result.outcome) {
      case "gone":
      case "disabled":
        return notWaiting(res, result.outcome);
      case "unavailable":
        return sendError(res, 409, "auth/passkey-unavailable");
      case "options":
        res.json(result.options);
    }
  });

  router.post("/auth/second-factor", async (req, res) => {
    if (!req.is("application/json")) return sendError(res, 415, "auth/invalid-request");
    const body = step.safeParse(req.body);
    if (!body.success) return sendError(res, 400, "auth/invalid-request");
    const result = await auth.signIn.secondStep(
      auth.cookies.pending.read(req),
      body.data,
      auth.requester(req),
      auth.relyingParty(req),
    );
    switch (result.outcome) {
      case "gone":
      case "disabled":
        return notWaiting(res, result.outcome);
      case "limited":
        return tooManyAttempts(res, result.retryAfter);
      case "failed":
        return sendError(res, 401, result.method === "passkey" ? "auth/passkey-failed" : "auth/invalid-code");
      case "taken":
        return sendError(res, 401, "auth/second-factor-expired");
      case "signed-in":
        auth.cookies.pending.clear(res);
        return sendSignedIn(auth, res, result);
    }
  });

  return router;
}
