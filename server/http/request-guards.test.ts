import { describe, expect, it } from "vitest";
import { isValidHost } from "./request-guards";

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
