import { describe, expect, it } from "vitest";
import { userAgentFacts } from "./user-agent";

describe("what the analytics keep of a user agent", () => {
  it.each([
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      { device: "mobile", browser: "Safari", os: "iOS" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
      { device: "desktop", browser: "Safari", os: "macOS" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
      { device: "mobile", browser: "Samsung Internet", os: "Android" },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      { device: "desktop", browser: "Edge", os: "Windows" },
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0", { browser: "Firefox", os: "Linux" }],
    ["node", { device: "desktop", browser: "Unknown", os: "Unknown" }],
  ])("%s", (userAgent, facts) => {
    expect(userAgentFacts(userAgent)).toMatchObject(facts);
  });
});
