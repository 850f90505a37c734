import { describe, expect, it } from "vitest";
import { errorShapeProblem } from "../support/api-error";

const JSON_TYPE = "application/json; charset=utf-8";
const problem = (body: unknown, status = 400, type: string | null = JSON_TYPE) =>
  errorShapeProblem(status, type, typeof body === "string" ? body : JSON.stringify(body));

describe("the check of the API's error shape that the fuzzing makes of every answer", () => {
  it("passes an error in the one shape (decision 028), and answers below 400 or a 431 whatever they hold", () => {
    expect(problem({ error: { code: "request/invalid", message: "No." } })).toBeNull();
    expect(problem({ error: { code: "auth/user-not-found", message: "", issues: [], extra: 1 } }, 404)).toBeNull();
    expect(
      problem({ error: { code: "request/invalid", message: "x", issues: [{ path: "a.b", message: "y" }] } }),
    ).toBeNull();
    expect(problem("<html>", 200, "text/html")).toBeNull();
    expect(problem("", 431, null)).toBeNull();
  });

  it("names what is wrong with any other answer of 400 or more", () => {
    expect(problem({ error: { code: "request/invalid", message: "x" } }, 500, "text/html")).toMatch(/content type/);
    expect(problem({ error: { code: "request/invalid", message: "x" } }, 400, null)).toMatch(/content type/);
    expect(problem("Not Found", 404)).toMatch(/not JSON/);
    for (const body of [null, {}, { error: null }, { error: "request/invalid" }])
      expect(problem(body)).toMatch(/error/);
    for (const code of [undefined, 7, "invalid", "Request/Invalid", "request/", "request/in valid"]) {
      expect(problem({ error: { code, message: "x" } })).toMatch(/code/);
    }
    expect(problem({ error: { code: "request/invalid" } })).toMatch(/message/);
    expect(problem({ error: { code: "request/invalid", message: 1 } })).toMatch(/message/);
    for (const issues of [
      null,
      {},
      "x",
      [{ path: "a" }],
      [{ path: "a", message: 1 }],
      [{ path: "a", message: "b", c: 1 }],
    ]) {
      expect(problem({ error: { code: "request/invalid", message: "x", issues } })).toMatch(/issues/);
    }
  });
});
