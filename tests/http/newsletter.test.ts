import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryDatabase } from "../support/database";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

function post(body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) {
  return fetch(`${server.url}/api/newsletter`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function storedRows() {
  return queryDatabase(server.dataDir, "select email, locale from newsletter_subscriptions order by email");
}

describe("POST /api/newsletter", () => {
  it("stores an address once, lower-case, with the page language; a repeat is not an error", async () => {
    const first = await post({ email: "  Dewi@Example.CO.ID ", locale: "id" });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ status: "subscribed" });
    const again = await post({ email: "dewi@example.co.id", locale: "ja" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "already_subscribed" });
    expect(storedRows()).toEqual([{ email: "dewi@example.co.id", locale: "id" }]);
  });

  it.each([
    ["not an address", { email: "dewi" }],
    ["no top-level domain", { email: "dewi@localhost" }],
    ["too long", { email: `${"a".repeat(250)}@example.com` }],
    ["wrong type", { email: 42 }],
    ["missing", {}],
    ["unknown language", { email: "ok@example.com", locale: "fr" }],
  ])("refuses %s with 400 and stores nothing", async (_, body) => {
    const before = storedRows();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "invalid_email" });
    expect(storedRows()).toEqual(before);
  });

  it("refuses a body that is not JSON", async () => {
    expect((await post("email=a@b.com", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(400);
    expect((await post("{", { "content-type": "application/json" })).status).toBe(400);
  });

  it("limits sign-ups per client and says so", async () => {
    const limited = await startServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const response = await fetch(`${limited.url}/api/newsletter`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: `reader${i}@example.com` }),
        });
        statuses.push(response.status);
        if (response.status === 429) expect(await response.json()).toEqual({ error: "rate_limited" });
      }
      expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    } finally {
      await limited.stop();
    }
  });
});
