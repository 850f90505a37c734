import express from "express";
import { describe, expect, it } from "vitest";
import { listening } from "../../tests/support/listening";
import { isValidHost, rejectBadPaths } from "./request-guards";

describe("Host headers", () => {
  it.each([
    "example.com",
    "www.example.com.",
    "localhost:3000",
    "127.0.0.1:3911",
    "[::1]:3000",
    "my_host",
    "A.EXAMPLE",
  ])("%s is a host", (host) => {
    expect(isValidHost(host)).toBe(true);
  });

  it.each(["", "exa mple", "[bad", "a/b", "a@b", "a\\b", "a?b", "a#b", "example.com:99999", "[:::::]", ":80", "-"])(
    "%j is none",
    (host) => {
      expect(isValidHost(host)).toBe(false);
    },
  );
});

describe("paths refused before any routing", () => {
  it("are answered in the API's error shape under /api, in plain text elsewhere", async () => {
    const app = express();
    app.use(rejectBadPaths);
    app.use((_req, res) => void res.status(200).end());
    const { url, close } = await listening(app);
    try {
      const api = await fetch(`${url}/api/%ZZ`);
      expect(api.status).toBe(400);
      expect(await api.json()).toEqual({
        error: { code: "request/malformed-url", message: expect.any(String) },
      });
      const page = await fetch(`${url}/ja/%ZZ`);
      expect(page.status).toBe(400);
      expect(page.headers.get("content-type")).toMatch(/^text\/plain/);
    } finally {
      await close();
    }
  });
});
