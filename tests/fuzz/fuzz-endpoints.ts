import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorShapeProblem } from "../support/api-error";
import { queryDatabase } from "../support/database";
import { type InProcessServer, startInProcess } from "../support/in-process-server";
import { issuedLeadRef } from "../support/lead-refs";
import { storeSubscribers } from "../support/newsletter";
import { mailSettings, startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { createStaff, signIn } from "../support/staff";
import { BROWSER, type FuzzRequest, LEAD, requestFor } from "./requests";

/** Generated requests per endpoint (at least 10,000 in the suite; fewer only to explore locally). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
/** The same requests every run; FUZZ_SEED explores others. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
/**
 * Requests in flight at once, so that one waiting on the database does not hold up the others; a request's
 * answer never depends on the one before it (a 5xx is a 5xx in any order).
 */
const CONCURRENCY = 32;

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
  const problem = errorShapeProblem(status, typeof contentType === "string" ? contentType : null, body);
  return problem && `${replayable(request, status)}: ${problem}`;
}

/**
 * Fuzzes `endpoints` (method and path; LEAD in a path stands for a stored lead's code) with RUNS generated
 * requests each. The server runs in this file's process and the requests reach its request listeners without
 * a socket (decision 030): the same app, wiring and database as build/node/server.js, at many times the
 * requests per second. The endpoints are fuzzed in a few files, one server each, so that vitest's workers
 * share the work.
 */
export function fuzzEndpoints(endpoints: [method: string, path: string][]) {
  let server: InProcessServer;
  let smtp: TestSmtpServer;
  let before: Record<string, unknown[]>;
  /** The code of the lead stored before the fuzzing (LEAD in the paths), issued by the server to its visitor. */
  let leadRef = "";
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
    it.each(endpoints)(
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
}
