import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import type { SignedIn } from "../../app/admin/types";
import type { SecurityLog } from "../security/log";
import { type Account, type StaffAccounts, toUser } from "./accounts";
import type { LoginLimits } from "./login-limits";
import {
  type HashCost,
  MAX_PASSWORD_LENGTH,
  PasswordChecksBusy,
  verifyAgainstNothing,
  verifyPassword,
} from "./passwords";
import type { SecondFactorMethod, SecondFactors } from "./second-factors/index";
import type { SecondFactorAttempt } from "./second-factors/limits";
import { pendingId } from "./second-factors/pending-sign-ins";
import type { RelyingParty } from "./second-factors/relying-party";
import type { StaffSessions } from "./sessions";

/** What a request brings to sign-in besides its body: its client's key and the cookies it holds. */
export interface Requester {
  /** The client as the limits name it (server/http/request-keys.ts). */
  client: string;
  /** The cookie of a browser that has signed in before (server/auth/login-limits.ts). */
  knownBrowser: string | undefined;
  /** The session cookie's token, which a new sign-in ends. */
  session: string | undefined;
}

/** A cookie's value and when it expires. */
export interface Issued {
  token: string;
  expiresAt: number;
}

/** A sign-in completed: the session and known-browser cookies to set, and the answer (decision 022). */
export interface SignedInNow {
  outcome: "signed-in";
  answer: SignedIn;
  session: Issued;
  browser: Issued;
}

/** Over a limit, or the password checks busy: try again at `retryAfter`. */
type Limited = { outcome: "limited"; retryAfter: Date };

/** Refusals of the password step, by the codes of docs/PRODUCT.md#sign-in-messages. */
export type PasswordRefusal = "invalid-credential" | "user-not-found" | "wrong-password" | "user-disabled";

export type PasswordResult =
  | Limited
  | { outcome: "refused"; reason: PasswordRefusal }
  | { outcome: "second-step"; methods: SecondFactorMethod[]; pending: Issued }
  | SignedInNow;

/** The second step's evidence, as its request gives it. */
export type SecondStep =
  | { method: "totp"; code: string }
  | { method: "recovery"; code: string }
  | { method: "passkey"; response: AuthenticationResponseJSON };

/** Why the pending sign-in cannot go on: gone (expired, unknown) or its account disabled meanwhile; either ends it. */
type NotWaiting = { outcome: "gone" } | { outcome: "disabled" };

export type SecondStepResult =
  | NotWaiting
  | Limited
  | { outcome: "failed"; method: SecondFactorMethod }
  /** Another request with the same cookie completed it first. */
  | { outcome: "taken" }
  | SignedInNow;

export interface SignInOptions {
  accounts: StaffAccounts;
  sessions: StaffSessions;
  secondFactors: SecondFactors;
  limits: LoginLimits;
  log: SecurityLog;
  /** Whether an account may sign in on this server (the demo account only in development). */
  usable: (account: Account) => boolean;
  /** Counts a check of a second factor before it is made (server/auth/index.ts). */
  secondFactorAttempt: (account: Account, requester: Requester) => Promise<SecondFactorAttempt>;
  /** AUTH_DISTINCT_ERRORS: say which part was wrong, and that an account is disabled. */
  distinctErrors: boolean;
  /** The cost of the check made when there is no account (PASSWORD_HASH_COST). */
  hashCost: HashCost;
}

/**
 * Staff sign-in's steps without HTTP (docs/PRODUCT.md#staff-area, decisions 014 and 022): the password,
 * counted against the sign-in limits; for an account with a second factor, the pending sign-in and its
 * second step, counted against their own limits; then the session. Every outcome the operator should see
 * is in the security log; the caller turns results into answers and cookies.
 */
export function staffSignIn({
  accounts,
  sessions,
  secondFactors,
  limits,
  secondFactorAttempt,
  log,
  usable,
  distinctErrors,
  hashCost,
}: SignInOptions) {
  /** What the staff page learns of a signed-in account: the user of docs/PRODUCT.md#data, and whether it must set up a second factor. */
  const answer = async (account: Account): Promise<SignedIn> => ({
    user: toUser(account),
    mustEnrol: await secondFactors.mustEnrol(account.id),
  });

  /**
   * A new session at every sign-in (the one the browser brought, if any, ends), the browser known to the
   * account from now on, the sign-in logged (with the second factor's `method`, where it had one).
   */
  async function complete(
    account: Account,
    requester: Requester,
    browser: { browser: string; expiresAt: number },
    method?: SecondFactorMethod,
  ): Promise<SignedInNow> {
    if (requester.session) await sessions.end(requester.session);
    await sessions.prune();
    const now = Date.now();
    const session = await sessions.start(account.id, now);
    await accounts.recordSignIn(account.id, now);
    await log.record("auth.signed_in", method ? { email: account.email, method } : { email: account.email });
    return {
      outcome: "signed-in",
      answer: await answer({ ...account, last_sign_in_at: now }),
      session,
      browser: { token: browser.browser, expiresAt: browser.expiresAt },
    };
  }

  /** The account of a pending sign-in, or why there is none (a disabled account's ends here). */
  async function waiting(
    token: string | undefined,
  ): Promise<NotWaiting | { outcome: "waiting"; token: string; account: Account }> {
    const accountId = token ? await secondFactors.pending.find(token) : undefined;
    const account = accountId ? await accounts.findById(accountId) : undefined;
    if (!token || !account || !usable(account)) return { outcome: "gone" };
    if (account.disabled) {
      await secondFactors.pending.end(token);
      return { outcome: "disabled" };
    }
    return { outcome: "waiting", token, account };
  }

  async function check(accountId: string, token: string, step: SecondStep, rp: RelyingParty | undefined) {
    if (step.method === "totp") return secondFactors.totp.verify(accountId, step.code);
    if (step.method === "recovery")
      return (
        (await secondFactors.methods(accountId)).includes("recovery") &&
        secondFactors.recovery.use(accountId, step.code)
      );
    const challenge = await secondFactors.challenges.take("staff_pending_sign_ins", pendingId(token));
    return !!rp && !!challenge && secondFactors.passkeys.verify(accountId, step.response, challenge, rp);
  }

  return {
    answer,

    /**
     * The password step, for an e-mail address in its accounts' form. A right password of an account with a
     * second factor starts no session: it answers the methods to choose from and the pending sign-in.
     */
    async password(email: string, password: string, requester: Requester): Promise<PasswordResult> {
      const attempt = await limits.attempt(email, requester.client, requester.knownBrowser);
      if (!attempt.allowed) return { outcome: "limited", retryAfter: attempt.retryAfter };

      const found = await accounts.find(email);
      const account = found && usable(found) ? found : undefined;
      let matches: boolean;
      try {
        matches =
          account && password.length <= MAX_PASSWORD_LENGTH
            ? await verifyPassword(password, account.password_hash, attempt.caller)
            : await verifyAgainstNothing(password, hashCost, attempt.caller);
      } catch (error) {
        if (!(error instanceof PasswordChecksBusy)) throw error;
        await attempt.abandoned();
        return { outcome: "limited", retryAfter: new Date(Date.now() + 1000) };
      }
      if (!account || !matches || account.disabled) {
        // Checked, and not signed in: the attempt counts.
        const reached = await attempt.failed();
        if (reached.length > 0) await log.record("auth.too_many_attempts", { email, limits: reached });
        if (account && matches) {
          // The operator sees it; the answer is a wrong password's unless AUTH_DISTINCT_ERRORS, as any other
          // would tell whoever typed it that the password is right.
          await log.record("auth.sign_in_refused", { email: account.email, reason: "user-disabled" });
          return { outcome: "refused", reason: distinctErrors ? "user-disabled" : "invalid-credential" };
        }
        const reason = account ? "wrong-password" : "user-not-found";
        await log.record("auth.sign_in_failed", account ? { email: account.email, reason } : { reason });
        return { outcome: "refused", reason: distinctErrors ? reason : "invalid-credential" };
      }

      const methods = await secondFactors.methods(account.id);
      if (methods.length > 0) {
        // The password was right, so the attempt does not count; failures are forgotten at the second step.
        await attempt.abandoned();
        const pending = await secondFactors.pending.start(account.id);
        await log.record("auth.password_accepted", { email: account.email });
        return { outcome: "second-step", methods, pending };
      }
      return complete(account, requester, await attempt.succeeded());
    },

    /** A passkey assertion's options for a pending sign-in, its challenge kept with it ("unavailable" without passkeys). */
    async passkeyOptions(
      token: string | undefined,
      rp: RelyingParty | undefined,
    ): Promise<
      NotWaiting | { outcome: "unavailable" } | { outcome: "options"; options: PublicKeyCredentialRequestOptionsJSON }
    > {
      const found = await waiting(token);
      if (found.outcome !== "waiting") return found;
      if (!rp || (await secondFactors.passkeys.count(found.account.id)) === 0) return { outcome: "unavailable" };
      const options = await secondFactors.passkeys.authenticationOptions(found.account.id, rp);
      await secondFactors.challenges.put("staff_pending_sign_ins", pendingId(found.token), options.challenge);
      return { outcome: "options", options };
    },

    /**
     * The second step of the pending sign-in whose cookie holds `token`: its own limits (a browser known to
     * the account counted on its own), failures logged; one completion per pending sign-in.
     */
    async secondStep(
      token: string | undefined,
      step: SecondStep,
      requester: Requester,
      rp: RelyingParty | undefined,
    ): Promise<SecondStepResult> {
      const found = await waiting(token);
      if (found.outcome !== "waiting") return found;
      const { account } = found;
      const { method } = step;
      const attempt = await secondFactorAttempt(account, requester);
      if (!attempt.allowed) return { outcome: "limited", retryAfter: attempt.retryAfter };
      if (!(await check(account.id, found.token, step, rp))) {
        const reached = await attempt.failed();
        if (reached.length > 0) {
          await log.record("auth.too_many_attempts", { email: account.email, limits: reached, step: "second-factor" });
        }
        await log.record("auth.second_factor_failed", { email: account.email, method });
        return { outcome: "failed", method };
      }
      if (!(await secondFactors.pending.end(found.token))) return { outcome: "taken" };
      await attempt.succeeded();
      return complete(account, requester, limits.knownBrowserCookie(account.email), method);
    },

    /** Ends the session whose cookie holds `token`. */
    signOut: (token: string) => sessions.end(token),
  };
}

export type StaffSignIn = ReturnType<typeof staffSignIn>;
