import { afterAll, beforeAll } from "vitest";
import type { StaffRole } from "../../app/admin/roles";
import { type StaffAccounts, staffAccounts } from "../../server/auth/accounts";
import { openDatabase } from "../../server/db/database";
import { type RunningServer, startServer } from "./server";

export const STAFF = { email: "staff@example.com", password: "correct horse battery staple" } as const;

/**
 * Runs `work` on the staff accounts of a running server's database (its SQLite file, or `databaseUrl`);
 * new passwords get the test suite's cheap hash (a hash keeps its cost, so the server checks it as cheaply).
 */
export async function withStaffAccounts<T>(
  server: Pick<RunningServer, "dataDir">,
  work: (accounts: StaffAccounts) => Promise<T>,
  databaseUrl?: string,
): Promise<T> {
  const database = openDatabase({ dataDir: server.dataDir, databaseUrl });
  try {
    return await work(staffAccounts(database.db, "test"));
  } finally {
    await database.close();
  }
}

/** Makes a staff account as the admin command would (STAFF's credentials unless others are given). */
export function createStaff(
  server: Pick<RunningServer, "dataDir">,
  { email = STAFF.email, password = STAFF.password, demo = false, role, databaseUrl }: CreateOptions = {},
) {
  return withStaffAccounts(server, (accounts) => accounts.create({ email, password, demo, role }), databaseUrl);
}

interface CreateOptions {
  email?: string;
  password?: string;
  demo?: boolean;
  /** The first account is an admin whatever this says; a later one a viewer unless it says otherwise. */
  role?: StaffRole;
  databaseUrl?: string;
}

export function login(server: Pick<RunningServer, "url">, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The cookie `name` (as name=value) that a response set, or undefined (also when it cleared it). */
export function cookieOf(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}=;`))
    ?.split(";")[0];
}

/** The session cookie (name=value) a response set, or undefined. */
export const sessionCookieOf = (response: Response) => cookieOf(response, "__Host-session");

/** Signs in over HTTP and returns the Cookie header value for later requests. */
export async function signIn(
  server: Pick<RunningServer, "url">,
  email: string = STAFF.email,
  password: string = STAFF.password,
) {
  const response = await login(server, { email, password });
  const cookie = sessionCookieOf(response);
  if (response.status !== 200 || !cookie)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/**
 * The built server, started before the enclosing suite's tests with `env` and a staff member signed in
 * (`cookie`), stopped after them.
 */
export function signedInServer(env: Record<string, string> = {}) {
  const staff = {} as { server: RunningServer; cookie: string };
  beforeAll(async () => {
    staff.server = await startServer(env);
    await createStaff(staff.server);
    staff.cookie = await signIn(staff.server);
  });
  afterAll(async () => {
    await staff.server?.stop();
  });
  return staff;
}

/**
 * A JSON request to the API of `staff`'s server as a session (`cookie`, the suite's own by default) would make it
 * from the site's pages: what the tests of the staff's API call it with.
 */
export const staffCall =
  (staff: { server: Pick<RunningServer, "url">; cookie: string }) =>
  (method: string, path: string, body?: unknown, cookie = staff.cookie) =>
    fetch(staff.server.url + path, {
      method,
      headers: { cookie, origin: staff.server.url, "content-type": "application/json" },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });

/** A viewer's session on `staff`'s server, made before the enclosing suite's tests (`viewer.cookie`). */
export function viewerSession(staff: { server: RunningServer }) {
  const viewer = { cookie: "" };
  beforeAll(async () => {
    await createStaff(staff.server, { email: "viewer@example.com", role: "viewer" });
    viewer.cookie = await signIn(staff.server, "viewer@example.com");
  });
  return viewer;
}
