import type { DatabaseHandle } from "../db/database";
import type { RequestKeys } from "../http/request-keys";
import type { SecurityLog } from "../security/log";
import { type Account, staffAccounts } from "./accounts";
import { sessionCookie } from "./cookie";
import { loginLimits } from "./login-limits";
import { prepareDummyHash } from "./passwords";
import { type SessionTimes, staffSessions } from "./sessions";

export interface StaffAuthOptions {
  database: DatabaseHandle;
  mode: "production" | "development";
  session: SessionTimes;
  /** AUTH_DISTINCT_ERRORS: answer auth/user-not-found and auth/wrong-password instead of auth/invalid-credential. */
  distinctErrors: boolean;
  /** Where sign-ins, failures and refusals are recorded. */
  log: SecurityLog;
  /** How clients and e-mails are named in the sign-in limits. */
  keys: RequestKeys;
  /** API_SECURITY_KEY: a bearer key that may read the staff API (none when unset). */
  apiKey: string | undefined;
}

/** Everything staff sign-in needs, built once per server and shared by its routes and guards. */
export function createStaffAuth({ database, mode, session, distinctErrors, log, keys, apiKey }: StaffAuthOptions) {
  const { db } = database;
  // Ready before the first sign-in, so that the first unknown e-mail takes no longer than the others.
  void prepareDummyHash();
  return {
    database,
    mode,
    distinctErrors,
    accounts: staffAccounts(db),
    sessions: staffSessions(db, session),
    limits: loginLimits(db, keys),
    keys,
    apiKey,
    log,
    cookie: sessionCookie(mode),
    /** Whether an account may sign in here: the demo account only in development. */
    usable: (account: Account) => mode === "development" || account.demo === 0,
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
