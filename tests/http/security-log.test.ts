import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiError } from "../support/api-error";
import { queryDatabase } from "../support/database";
import { type RunningServer, startServer } from "../support/server";
import { createStaff, signIn } from "../support/staff";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

const post = (body: string | Buffer, headers: Record<string, string>, target = server) =>
  fetch(`${target.url}/api/security/log`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : new Uint8Array(body),
  });

const checksum = (body: string | Buffer) => createHash("sha256").update(body).digest("hex");

function clientEvent(type: string, extra: object = {}) {
  const body = JSON.stringify({
    type,
    details: { reason: "test" },
    timestamp: new Date().toISOString(),
    userAgent: "Mozilla/5.0",
    url: `${server.url}/about`,
    ...extra,
  });
  return { body, headers: { "content-type": "application/json", "x-security-checksum": checksum(body) } };
}

const logged = (type: string, target = server) =>
  queryDatabase<{ type: string; details: string }>(
    target.dataDir,
    `select type, details from security_events where type = '${type}' order by occurred_at`,
  );

describe("POST /api/security/log", () => {
  it("stores a client event whose checksum matches its body, and refuses one that does not", async () => {
    const good = clientEvent("devtools_detected");
    expect((await post(good.body, good.headers)).status).toBe(204);
    const [stored] = logged("client.devtools_detected");
    expect(JSON.parse(stored?.details ?? "{}")).toMatchObject({ reason: "test", url: `${server.url}/about` });

    const tampered = clientEvent("tampered");
    const altered = tampered.body.replace("test", "TEST");
    const wrong = await post(altered, tampered.headers);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual(apiError("security/invalid-checksum"));
    const { "x-security-checksum": _, ...without } = tampered.headers;
    expect((await post(tampered.body, without)).status).toBe(400);
    expect(logged("client.tampered")).toEqual([]);
  });

  it("stores CSP violation reports in both formats the browsers send", async () => {
    const legacy = JSON.stringify({
      "csp-report": {
        "document-uri": `${server.url}/`,
        "effective-directive": "script-src-elem",
        "blocked-uri": "inline",
        "line-number": 3,
        "original-policy": "default-src 'self'",
      },
    });
    expect((await post(legacy, { "content-type": "application/csp-report" })).status).toBe(204);
    const reporting = JSON.stringify([
      {
        type: "csp-violation",
        age: 1,
        url: `${server.url}/ja/about`,
        user_agent: "Mozilla/5.0",
        body: { documentURL: `${server.url}/ja/about`, effectiveDirective: "script-src", blockedURL: "eval" },
      },
      { type: "deprecation", url: `${server.url}/`, body: { id: "x" } },
    ]);
    expect((await post(reporting, { "content-type": "application/reports+json" })).status).toBe(204);
    const stored = logged("csp.violation").map((row) => JSON.parse(row.details));
    expect(stored).toEqual([
      expect.objectContaining({ document: `${server.url}/`, directive: "script-src-elem", blocked: "inline", line: 3 }),
      expect.objectContaining({ document: `${server.url}/ja/about`, directive: "script-src", blocked: "eval" }),
    ]);
  });

  it("answers bad input with a 4xx and stores nothing of it", async () => {
    const before = queryDatabase<{ n: number }>(server.dataDir, "select count(*) as n from security_events")[0]?.n;
    const cases: [string | Buffer, Record<string, string>, number][] = [
      ["x".repeat(9000), { "content-type": "application/csp-report" }, 413],
      ["{}", { "content-type": "text/plain" }, 415],
      ["{}", {}, 415],
      ["{not json", { "content-type": "application/csp-report" }, 400],
      [Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { "content-type": "application/csp-report" }, 400],
      ["[]", { "content-type": "application/csp-report" }, 400],
      ['{"csp-report": {"line-number": "three"}}', { "content-type": "application/csp-report" }, 400],
      ['{"type": "x"}', { "content-type": "application/reports+json" }, 400],
    ];
    for (const [body, headers, status] of cases) {
      expect((await post(body, headers)).status, `${headers["content-type"]} ${String(body).slice(0, 20)}`).toBe(
        status,
      );
    }
    for (const extra of [{ type: "Bad Type!" }, { type: "x".repeat(80) }, { unknown: 1 }, { timestamp: { when: 1 } }]) {
      const event = clientEvent("fine", extra);
      expect((await post(event.body, event.headers)).status, JSON.stringify(extra)).toBe(400);
    }
    const sqlish = clientEvent("probe", { details: { note: "'; DROP TABLE security_events; --<script>" } });
    expect((await post(sqlish.body, sqlish.headers)).status).toBe(204);
    const after = queryDatabase<{ n: number }>(server.dataDir, "select count(*) as n from security_events")[0]?.n;
    expect(after).toBe((before ?? 0) + 1);
  });

  it("limits each client to 60 reports a minute", async () => {
    const limited = await startServer();
    try {
      const event = clientEvent("burst");
      const statuses: number[] = [];
      for (let index = 0; index < 61; index++) statuses.push((await post(event.body, event.headers, limited)).status);
      expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await limited.stop();
    }
  });

  it("records at most 10 refused requests a client a minute, answering every one as before", async () => {
    const refused = await startServer();
    try {
      const crossOrigin = () =>
        fetch(`${refused.url}/api/auth/logout`, { method: "POST", headers: { origin: "https://evil.example" } });
      const wrongKey = () =>
        fetch(`${refused.url}/api/analytics/summary?period=7d`, { headers: { authorization: "Bearer not-the-key" } });
      for (let index = 0; index < 8; index++) {
        const origin = await crossOrigin();
        expect(origin.status).toBe(403);
        expect(await origin.json()).toEqual(apiError("auth/invalid-origin"));
        const key = await wrongKey();
        expect(key.status).toBe(401);
        expect(await key.json()).toEqual(apiError("auth/invalid-api-key"));
      }
      const rows = queryDatabase<{ type: string }>(
        refused.dataDir,
        "select type from security_events where type like 'request.%'",
      );
      expect(rows).toHaveLength(10);
      // The six left out are counted in the server's log.
      await refused.waitForOutput(/refused requests not recorded in the security log/);
      const output = await refused.stop().then(() => refused.output());
      const counted = [...output.matchAll(/"dropped":(\{[^}]*\})/g)].flatMap((match) =>
        Object.values(JSON.parse(match[1] ?? "{}") as Record<string, number>),
      );
      expect(counted.reduce((sum, count) => sum + count, 0)).toBe(6);
    } finally {
      await refused.stop();
    }
  });

  it("shows staff the last event the server recorded apart from the last one anyone can cause", async () => {
    await createStaff(server);
    const cookie = await signIn(server);
    const report = clientEvent("after_the_sign_in");
    expect((await post(report.body, report.headers)).status).toBe(204);
    const response = await fetch(`${server.url}/api/security/summary?period=7d`, { headers: { cookie } });
    const summary = (await response.json()) as {
      lastServerEvent: { type: string } | null;
      lastReportedEvent: { type: string } | null;
    };
    expect(summary.lastServerEvent?.type).toBe("auth.signed_in");
    expect(summary.lastReportedEvent?.type).toBe("client.after_the_sign_in");

    // The panel's list: the period's events, newest first; staff only.
    const listed = await fetch(`${server.url}/api/security/events?period=7d`, { headers: { cookie } });
    const { events } = (await listed.json()) as { events: { type: string; timestamp: string }[] };
    expect(events[0]?.type).toBe("client.after_the_sign_in");
    expect(events.map((event) => event.type)).toContain("auth.signed_in");
    const times = events.map((event) => Date.parse(event.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await fetch(`${server.url}/api/security/events?period=7d`)).status).toBe(401);
  });

  it("keeps at most SECURITY_LOG_MAX_EVENTS events, the newest", async () => {
    const small = await startServer({ SECURITY_LOG_MAX_EVENTS: "100" });
    try {
      const reports = (round: number) =>
        JSON.stringify(
          Array.from({ length: 20 }, (_, index) => ({
            type: "csp-violation",
            url: `${small.url}/`,
            body: {
              documentURL: `${small.url}/`,
              effectiveDirective: "img-src",
              blockedURL: `https://x.example/${round}-${index}`,
            },
          })),
        );
      for (let round = 0; round < 8; round++) {
        expect((await post(reports(round), { "content-type": "application/reports+json" }, small)).status).toBe(204);
      }
      const rows = logged("csp.violation", small);
      expect(rows).toHaveLength(100);
      expect(JSON.parse(rows.at(-1)?.details ?? "{}").blocked).toBe("https://x.example/7-19");
    } finally {
      await small.stop();
    }
  });
});
