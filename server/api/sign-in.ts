import type { Request, Response } from "express";
import type { SignedIn } from "../../app/admin/types";
import { type Account, toUser } from "../auth/accounts";
import type { StaffAuth } from "../auth/index";
import type { SecondFactorMethod } from "../auth/two-factor/index";
import type { Services } from "../services";

/** What the steps of sign-in use. */
export type SignInServices = Pick<Services, "auth" | "staff" | "securityLog" | "requestKeys">;

/** What the staff page learns of a signed-in account: the user of docs/PRODUCT.md#data, and whether it must set up a second factor. */
export async function signedIn(auth: StaffAuth, account: Account): Promise<SignedIn> {
  return { user: toUser(account), mustEnrol: await auth.twoFactor.mustEnrol(account.id) };
}

/**
 * Starts a session for an account whose sign-in is complete (by password, and by `method` where it has a
 * second factor): a new session at every sign-in (the one the browser brought, if any, ends), the browser
 * known to the account from now on, the sign-in logged; answers `signedIn`.
 */
export async function completeSignIn(
  { auth, staff, securityLog }: SignInServices,
  req: Request,
  res: Response,
  account: Account,
  known: { browser: string; expiresAt: number },
  method?: SecondFactorMethod,
) {
  const previous = auth.cookie.read(req);
  if (previous) await auth.sessions.end(previous);
  await auth.sessions.prune();
  const now = Date.now();
  const { token, expiresAt } = await auth.sessions.start(account.id, now);
  await staff.accounts.recordSignIn(account.id, now);
  await securityLog.record("auth.signed_in", method ? { email: account.email, method } : { email: account.email });
  auth.cookie.set(res, token, expiresAt);
  auth.browserCookie.set(res, known.browser, known.expiresAt);
  res.json(await signedIn(auth, { ...account, last_sign_in_at: now }));
}
