import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiErrorOf } from "../../app/api-error";
import { listening } from "../../tests/support/listening";
import { apiErrors, apiNotFound, invalidRequest, sendError, tooManyAttempts } from "./api-error";

const lines: string[] = [];
const logger = pino({ base: undefined }, { write: (line: string) => void lines.push(line) });

const app = express();
app.use(express.json({ limit: "1kb" }));
app.get("/refused", (_req, res) => sendError(res, 409, "staff/last-admin"));
app.get("/worded", (_req, res) => sendError(res, 400, "analytics/invalid-filter", { message: "no such filter" }));
app.get("/invalid", (req, res) => {
  const parsed = z.object({ limit: z.coerce.number().int() }).safeParse(req.query);
  if (!parsed.success) invalidRequest(res, parsed.error);
});
app.get("/limited", (_req, res) => tooManyAttempts(res, new Date(Date.now() + 2500)));
app.post("/body", (_req, res) => void res.json({}));
app.get("/broken", () => {
  throw new Error("secret detail of the failure");
});
app.use(apiNotFound);
app.use(apiErrors(logger));

let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ url, close } = await listening(app));
});
afterAll(() => close());

const answer = async (path: string, init?: RequestInit) => {
  const response = await fetch(url + path, init);
  return { status: response.status, type: response.headers.get("content-type"), body: await response.json() };
};
const post = (body: string) => ({ method: "POST", headers: { "content-type": "application/json" }, body });

describe("the API's one error shape", () => {
  it("answers a code with its message, or the message given", async () => {
    const refused = await answer("/refused");
    expect(refused.status).toBe(409);
    expect(refused.type).toMatch(/^application\/json/);
    expect(refused.body).toEqual({ error: { code: "staff/last-admin", message: "No enabled admin would be left." } });
    expect((await answer("/worded")).body).toEqual({
      error: { code: "analytics/invalid-filter", message: "no such filter" },
    });
  });

  it("names each problem of a request that does not fit its schema by its path", async () => {
    const { status, body } = await answer("/invalid?limit=x");
    expect(status).toBe(400);
    expect(body.error.code).toBe("request/invalid");
    expect(body.error.issues).toEqual([{ path: "limit", message: expect.any(String) }]);
  });

  it("says when to try again after too many attempts", async () => {
    const response = await fetch(`${url}/limited`);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("3");
    expect(apiErrorOf(await response.json())?.code).toBe("auth/too-many-requests");
  });

  it("answers unknown paths, body parsers' refusals and failures in the same shape", async () => {
    expect(await answer("/nothing")).toMatchObject({ status: 404, body: { error: { code: "request/not-found" } } });
    expect(await answer("/body", post("{not json"))).toMatchObject({
      status: 400,
      body: { error: { code: "request/malformed-body" } },
    });
    expect(await answer("/body", post(JSON.stringify({ x: "y".repeat(2000) })))).toMatchObject({
      status: 413,
      body: { error: { code: "request/too-large" } },
    });
    lines.length = 0;
    const broken = await answer("/broken");
    expect(broken).toMatchObject({ status: 500, body: { error: { code: "server/internal-error" } } });
    expect(JSON.stringify(broken.body)).not.toContain("secret detail");
    expect(lines.join("")).toContain("secret detail");
  });

  it("reads only that shape back", () => {
    expect(apiErrorOf({ error: { code: "a/b", message: "m" } })).toEqual({ code: "a/b", message: "m" });
    for (const other of [null, "text", { error: "rate_limited" }, { code: "auth/x" }, { error: { code: "a/b" } }]) {
      expect(apiErrorOf(other)).toBeUndefined();
    }
  });
});
