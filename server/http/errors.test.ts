import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listening } from "../../tests/support/listening";
import { errorStatus, finalErrors } from "./errors";

const lines: string[] = [];
const logger = pino({ base: undefined }, { write: (line: string) => void lines.push(line) });

const app = express();
app.get("/broken", () => {
  throw new Error("secret detail of the failure");
});
app.get("/refused", (_req, _res, next) => next(Object.assign(new Error("too big"), { status: 413 })));
app.use(finalErrors(logger));

let url: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ url, close } = await listening(app));
});
afterAll(() => close());

describe("the final error handler", () => {
  it("answers a failure with a plain 500 without details, and logs it in one line", async () => {
    lines.length = 0;
    const response = await fetch(`${url}/broken`);
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toBe("Internal Server Error");
    expect(lines).toHaveLength(1);
    expect(lines[0]?.trim().split("\n")).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ msg: "request failed", path: "/broken" });
  });

  it("keeps the status of a client's mistake", async () => {
    const response = await fetch(`${url}/refused`);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("Payload Too Large");
  });
});

describe("the status of an error", () => {
  it("is the 4xx or 5xx it asks for, else 500", () => {
    expect(errorStatus({ status: 400 })).toBe(400);
    expect(errorStatus({ statusCode: 413 })).toBe(413);
    expect(errorStatus({ status: 302 })).toBe(500);
    expect(errorStatus(new Error("x"))).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
  });
});
