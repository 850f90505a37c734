import { describe, expect, it } from "vitest";
import { apiError } from "../support/api-error";
import { sharedServer } from "../support/shared-server";

// A server that this file only reads from: the shared one (decision 031).
const server = sharedServer();

async function request(path: string, init?: RequestInit) {
  const response = await fetch(server.url + path, { redirect: "manual", ...init });
  return { status: response.status, body: await response.text() };
}

function expectClientError({ status, body }: { status: number; body: string }) {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(body).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
}

describe("bad input to pages", () => {
  it.each(["/%E0%A4%A", "/%", "/about%2", "/ja/%ZZ", "/services/%C0%AF"])(
    "malformed encoding %s is a 400",
    async (path) => {
      const result = await request(path);
      expectClientError(result);
    },
  );

  it.each([
    "/xx",
    "/xx/about",
    "/id/xx/about",
    "/services",
    "/services/",
    "/ja/services/unknown",
    "/services/web-development/extra",
  ])("%s is a 404", async (path) => {
    const result = await request(path);
    expect(result.status).toBe(404);
  });

  it("a very long path is a 404, an oversized one a 4xx", async () => {
    expect((await request(`/${"a".repeat(4000)}`)).status).toBe(404);
    expectClientError(await request(`/${"b".repeat(20_000)}`));
  });

  it("HEAD answers like GET without a body", async () => {
    for (const [path, status] of [
      ["/about", 200],
      ["/ja/about", 200],
      ["/nope", 404],
      ["/admin", 200],
    ] as const) {
      const response = await fetch(server.url + path, { method: "HEAD" });
      expect(response.status, path).toBe(status);
      expect(await response.text()).toBe("");
    }
  });

  it("OPTIONS lists the allowed methods; other methods are refused", async () => {
    const options = await fetch(`${server.url}/about`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD");
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const result = await request("/about", { method, body: method === "DELETE" ? undefined : "x" });
      expect(result.status, method).toBe(405);
    }
  });

  it("the API answers unknown paths and malformed bodies with JSON 4xx", async () => {
    const unknown = await request("/api/nope");
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual(apiError("request/not-found"));
    const malformed = await request("/api/health", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toEqual(apiError("request/malformed-body"));
    const large = await request("/api/health", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ x: "y".repeat(20_000) }),
    });
    expect(large.status).toBe(413);
    expect(JSON.parse(large.body)).toEqual(apiError("request/too-large"));
  });

  it("still answers after all of that", async () => {
    expect((await request("/api/health")).status).toBe(200);
  });
});
