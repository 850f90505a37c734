import { createHash } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIMENSIONS } from "../../app/analytics/dimensions";
import { expectErrorShape } from "../support/api-error";
import { queryDatabase } from "../support/database";
import { type InjectedRequest, type InProcessServer, startInProcess } from "../support/in-process-server";
import { issuedLeadRef } from "../support/lead-refs";
import { storeSubscribers } from "../support/newsletter";
import { settings } from "../support/pages";
import { mailSettings, startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { createStaff, signIn } from "../support/staff";

/** Generated requests per endpoint (the issue asks for at least 10,000). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
/** The same requests every run; FUZZ_SEED explores others. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
/**
 * Requests in flight at once, so that one waiting on the database does not hold up the others; a request's
 * answer never depends on the one before it (a 5xx is a 5xx in any order).
 */
const CONCURRENCY = 32;

type FuzzRequest = InjectedRequest;

const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"];
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/csp-report",
  "application/reports+json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
  "../../etc/passwd",
];
const HOSTILE = [
  "' OR '1'='1' --",
  "'; DROP TABLE staff_accounts; --",
  "<script>alert(1)</script>",
  "\u0000",
  "../../../../etc/passwd",
  "$" + "{jndi:ldap://x}",
  "{{7*7}}",
  "\ud800",
  "𝕏".repeat(300),
  "a".repeat(5000),
];

/** Stands in the paths for the code of a lead stored before the fuzzing, so that changes to it reach the database. */
const LEAD = "{lead}";
/** That lead's code, issued by the server to the visitor who handed over. */
let leadRef = "";
/** An account id of the right shape that no account has: changes to it pass validation and find nobody. */
const NO_ACCOUNT = "A".repeat(20);

const SITE_ORIGIN = new URL(settings.SITE_URL).origin;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0";

const hostileString = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: "binary", maxLength: 200 }),
);
const anyValue = fc.oneof(hostileString, fc.jsonValue({ maxDepth: 4 }), fc.double(), fc.constant(null));
/** Objects shaped like an endpoint's real input, with every field's value drawn from anything. */
const nearly = (fields: string[], extra: object = {}) =>
  fc
    .record(Object.fromEntries(fields.map((field) => [field, anyValue])), { requiredKeys: [] })
    .map((value) => ({ ...extra, ...value }));

const NEAR: Record<string, fc.Arbitrary<unknown>> = {
  "/api/events": fc.oneof(
    nearly(["page", "page_name", "page_title", "page_location", "button_text", "section"], { name: "page_view" }),
    fc
      .array(nearly(["name", "page", "percent", "time_spent_seconds"]), { maxLength: 60 })
      .map((events) => ({ events })),
  ),
  "/api/newsletter": nearly(["email", "locale"]),
  "/api/newsletter/confirm": nearly(["token", "locale"]),
  "/api/account/digest": nearly(["enabled", "locale"]),
  "/api/newsletter/issues": nearly(["subject", "body", "audience"]),
  "/api/newsletter/unsubscribe": nearly(["token", "locale", "List-Unsubscribe"]),
  [`/api/leads/${LEAD}`]: fc.oneof(
    nearly(["status", "value"]),
    fc.record({ status: fc.constantFrom("open", "won", "lost"), value: anyValue }, { requiredKeys: ["status"] }),
  ),
  "/api/staff/invitations": fc.oneof(
    nearly(["email", "role", "locale"]),
    fc.record({ email: hostileString, role: fc.constantFrom("admin", "viewer"), locale: fc.constantFrom("en", "ja") }),
  ),
  [`/api/staff/accounts/${NO_ACCOUNT}`]: nearly(["role", "disabled"]),
  "/api/auth/invitation": nearly(["token", "displayName", "password"]),
  "/api/auth/second-factor": fc.oneof(
    nearly(["method", "code", "response"]),
    fc.record({ method: fc.constantFrom("totp", "recovery", "passkey"), code: anyValue, response: anyValue }),
  ),
  "/api/auth/factors/totp/confirm": nearly(["code"]),
  "/api/auth/factors/totp/remove": nearly(["password", "code"]),
  "/api/auth/factors/recovery-codes": nearly(["password", "code"]),
  "/api/auth/factors/passkeys": nearly(["name", "response"]),
  "/api/auth/login": fc.oneof(
    nearly(["email", "password"]),
    fc.record({
      email: fc.constantFrom("target@example.com", "nobody@example.com", "TARGET@EXAMPLE.COM "),
      password: hostileString,
    }),
  ),
  "/api/security/log": fc.oneof(
    nearly(["type", "details", "timestamp", "userAgent", "url"]),
    nearly(["csp-report"]),
    fc.array(nearly(["type", "url", "body"]), { maxLength: 25 }),
  ),
};

function bodyFor(path: string): fc.Arbitrary<string | Uint8Array<ArrayBuffer> | undefined> {
  return fc.oneof(
    { weight: 3, arbitrary: (NEAR[path] ?? fc.jsonValue()).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 6 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 2000 }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 600 }).map((bytes) => new Uint8Array(bytes)) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 5000 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1000, max: 40_000 }).map((size) => JSON.stringify({ email: "x".repeat(size) })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const ascii = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 200,
});
const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join("."));

/** `value` in about one request of ten, else null. */
const rarely = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: value });

/** Any string as a query value (lone surrogates become U+FFFD; raw `%` sequences come from `ascii`). */
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Surrogate}/gu, "\ufffd"));

/** Requests to `path`; `session` is a real staff session's cookie, sent with most of them. */
function requestFor(method: string, path: string, session: string): fc.Arbitrary<FuzzRequest> {
  const query = fc.oneof(
    fc.constantFrom("", "?period=7d", "?period=30d", "?period=90d"),
    fc
      .record({ period: hostileString, other: fc.option(hostileString) })
      .map(({ period, other }) => `?period=${encode(period)}${other === null ? "" : `&period=${encode(other)}`}`),
    ascii.map((text) => `?${text.replaceAll("#", "")}`),
    fc
      .record({
        dimension: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...DIMENSIONS) }, hostileString),
        limit: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -5, max: 2000 }).map(String) }, hostileString),
        offset: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -5, max: 2_000_000 }).map(String) }, hostileString),
        ref: fc.oneof(fc.constantFrom("ND-7K4Q2M", "nd-7k4q2m", "ND-0000000"), hostileString),
      })
      .map(
        ({ dimension, limit, offset, ref }) =>
          `?period=30d&dimension=${encode(dimension)}&limit=${encode(limit)}&offset=${encode(offset)}&ref=${encode(ref)}`,
      ),
  );
  return fc
    .record({
      method: fc.oneof(
        { weight: 6, arbitrary: fc.constant(method) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      query,
      contentType: fc.oneof(
        { weight: 3, arbitrary: fc.constant("application/json") },
        fc.constantFrom(...CONTENT_TYPES),
      ),
      body: bodyFor(path),
      cookie: fc.oneof(
        { weight: 4, arbitrary: fc.constant(session) },
        { weight: 1, arbitrary: fc.constant(null) },
        {
          weight: 2,
          arbitrary: fc.oneof(
            ascii,
            fc.base64String({ maxLength: 60 }).map((token) => `__Host-session=${token}`),
          ),
        },
      ),
      // Mostly the site's own pages (whose requests the analytics take), else none or another site's.
      origin: fc.oneof(
        { weight: 4, arbitrary: fc.constant(SITE_ORIGIN) },
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.oneof(ascii, fc.constantFrom("https://evil.example", "null")) },
      ),
      // Mostly a browser's user agent, so that the analytics take the request in (fetch's own is a bot's).
      agent: fc.oneof({ weight: 4, arbitrary: fc.constant(BROWSER) }, ascii),
      client: ipv4,
      huge: rarely(fc.integer({ min: 4000, max: 20_000 })),
      checksum: fc.boolean(),
    })
    .map(({ method, query, contentType, body, cookie, origin, agent, client, huge, checksum }) => {
      const headers: Record<string, string> = { "x-forwarded-for": client, "user-agent": agent };
      if (contentType) headers["content-type"] = contentType;
      if (cookie !== null) headers.cookie = cookie;
      if (origin !== null) headers.origin = origin;
      if (huge !== null) headers["x-padding"] = "p".repeat(huge);
      if (checksum && body !== undefined)
        headers["x-security-checksum"] = createHash("sha256").update(body).digest("hex");
      const withBody = method !== "GET" && method !== "HEAD";
      return { method, path: path + query, headers, body: withBody ? body : undefined };
    });
}

const ENDPOINTS: [string, string][] = [
  ["POST", "/api/events"],
  ["POST", "/api/lead-refs"],
  ["POST", "/api/newsletter"],
  ["POST", "/api/auth/login"],
  ["POST", "/api/auth/logout"],
  ["GET", "/api/auth/session"],
  ["GET", "/api/auth/status"],
  ["GET", "/api/analytics/summary"],
  ["GET", "/api/analytics/export"],
  ["GET", "/api/analytics/breakdown"],
  ["GET", "/api/analytics/live"],
  ["GET", "/api/leads"],
  ["PATCH", `/api/leads/${LEAD}`],
  ["GET", "/api/security/summary"],
  ["GET", "/api/newsletter/subscribers"],
  ["GET", "/api/newsletter/subscribers.csv"],
  ["GET", "/api/newsletter/unsubscribes"],
  ["DELETE", "/api/newsletter/subscribers/gone%40example.com"],
  ["POST", "/api/newsletter/confirm"],
  ["POST", "/api/newsletter/issues"],
  ["GET", "/api/account/digest"],
  ["PATCH", "/api/account/digest"],
  ["POST", "/api/newsletter/unsubscribe"],
  ["POST", "/api/security/log"],
  ["GET", "/api/health"],
  ["GET", "/api/staff"],
  ["POST", "/api/staff/invitations"],
  ["DELETE", `/api/staff/invitations/${NO_ACCOUNT}`],
  ["PATCH", `/api/staff/accounts/${NO_ACCOUNT}`],
  ["DELETE", `/api/staff/accounts/${NO_ACCOUNT}/sessions`],
  ["POST", "/api/auth/invitation"],
  ["GET", "/admin/invitation"],
  ["POST", "/api/auth/second-factor"],
  ["POST", "/api/auth/second-factor/passkey"],
  ["GET", "/api/auth/factors"],
  ["POST", "/api/auth/factors/totp/confirm"],
  ["POST", "/api/auth/factors/totp/remove"],
  ["POST", "/api/auth/factors/recovery-codes"],
  ["POST", "/api/auth/factors/passkeys"],
  ["PATCH", "/api/auth/factors/passkeys/nothing"],
  ["POST", "/api/auth/factors/passkeys/nothing/remove"],
];

/** What was stored before the fuzzing, table by table, to compare after it. */
const STORED = {
  // Every column but the time of the last sign-in, which the fuzzing's own sign-ins move.
  staff_accounts:
    "select id, email, display_name, password_hash, disabled, demo, created_at from staff_accounts order by id",
  staff_sessions: "select * from staff_sessions order by id",
  newsletter_subscriptions: "select * from newsletter_subscriptions order by email",
  security_events: "select * from security_events order by id",
  analytics_events: "select * from analytics_events order by rowid limit 1000",
};

/** Runs `work` on every item, at most `limit` at once. */
async function eachConcurrently<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** A failing request as a reader can replay it. */
function replayable(request: FuzzRequest, status: number): string {
  const body = typeof request.body === "string" ? request.body.slice(0, 300) : request.body && "(bytes)";
  return `${status} for ${request.method} ${request.path} ${JSON.stringify(request.headers).slice(0, 300)} ${body ?? ""}`;
}

/**
 * What every answer must be, whatever was asked: never a 5xx, and a refusal of the API in its one error shape
 * (decision 028). Returns why an answer fails, or null.
 */
function responseProblem(
  request: FuzzRequest,
  status: number,
  contentType: string | number | string[] | undefined,
  body: string,
): string | null {
  if (status >= 500) return replayable(request, status);
  // Every refusal of the API is JSON in its one error shape (a HEAD answer has no body to check).
  if (!request.path.startsWith("/api/") || request.method === "HEAD") return null;
  try {
    expectErrorShape(status, typeof contentType === "string" ? contentType : null, body);
    return null;
  } catch (error) {
    return `${replayable(request, status)}: ${(error as Error).message}`;
  }
}

/**
 * The server runs in this process and the requests reach its request listeners without a socket (decision
 * 030): the same app, wiring and database as build/node/server.js, at many times the requests per second.
 */
let server: InProcessServer;
let smtp: TestSmtpServer;
let before: Record<string, unknown[]>;
const snapshot = () =>
  Object.fromEntries(Object.entries(STORED).map(([table, query]) => [table, queryDatabase(server.dataDir, query)]));

beforeAll(async () => {
  // Every request comes from another address, so that per-client limits let the input reach validation.
  smtp = await startSmtpServer();
  server = await startInProcess({
    TRUST_PROXY: "true",
    SECURITY_LOG_MAX_EVENTS: "10000000",
    // In this process the log goes to the test's output: only errors, which say why an answer was a 5xx.
    LOG_LEVEL: "error",
    ...mailSettings(smtp),
  });
  await createStaff(server);
  // The account that generated sign-ins aim at (and lock); STAFF's stays free for the sessions used here.
  await createStaff(server, { email: "target@example.com" });
  await signIn(server);
  await storeSubscribers(server.dataDir, [
    { email: "kept@example.com", locale: "en", created_at: new Date().toISOString() },
  ]);
  leadRef = await issuedLeadRef(server.url, BROWSER);
  const events = await fetch(`${server.url}/api/events`, {
    method: "POST",
    headers: {
      origin: server.url,
      "content-type": "application/json",
      "user-agent": BROWSER,
    },
    body: JSON.stringify({
      events: [
        { name: "page_view", page: "/", page_name: "home", page_title: "Home", page_location: `${server.url}/` },
        { name: "whatsapp_handover", page: "/", ref: leadRef },
      ],
    }),
  });
  // 202: stored.
  expect(events.status).toBe(202);
  before = snapshot();
  // The address the generated removals aim at (after the snapshot: removing it is the point).
  await storeSubscribers(server.dataDir, [
    { email: "gone@example.com", locale: "en", created_at: new Date().toISOString() },
  ]);
  expect(before.staff_sessions?.length).toBe(1);
  expect(before.analytics_events?.length).toBe(2);
}, 60_000);

afterAll(async () => {
  await server.stop();
  await smtp.close();
});

describe("generated requests to every endpoint", () => {
  it.each(ENDPOINTS)(
    `%s %s: ${RUNS} requests, never a 5xx, errors in the API's shape, and the server still answers`,
    async (method, path) => {
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      const session = await signIn(server);
      const requests = fc.sample(requestFor(method, path, session), { numRuns: RUNS, seed: SEED });
      await eachConcurrently(requests, CONCURRENCY, async (request) => {
        const response = await server.inject({ ...request, path: request.path.replace(LEAD, leadRef) });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const problem = responseProblem(
          request,
          response.statusCode,
          response.headers["content-type"],
          response.payload,
        );
        if (problem) failures.push(problem);
      });
      expect(failures).toEqual([]);
      expect((await server.inject({ method: "GET", path: "/api/health", headers: {} })).statusCode).toBe(200);
      const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      console.log(`fuzz ${method} ${path}: ${RUNS} requests, no 5xx (${counts.join(", ")})`);
    },
    600_000,
  );

  it("changed nothing that was stored before", () => {
    const after = snapshot();
    for (const table of Object.keys(STORED)) {
      const rows = after[table] ?? [];
      for (const row of before[table] ?? []) expect(rows, table).toContainEqual(row);
    }
  });
});
