/**
 * The MDN HTTP Observatory's scoring (developer.mozilla.org/en-US/observatory/docs/tests_and_scoring),
 * applied to one response as a deployment behind HTTPS serves it: the npm package cannot be installed
 * here (its install step downloads certificates). Baseline 100, penalties first, bonuses only from 90 up;
 * 100 or more is A+.
 */
export interface ObservatoryResult {
  score: number;
  grade: string;
  tests: Record<string, { result: string; modifier: number }>;
}

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

function policy(header: string | null): Map<string, string[]> | null {
  if (!header) return null;
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().toLowerCase().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name, values]),
  );
}

function csp(header: string | null): [string, number] {
  const directives = policy(header);
  if (!directives) return ["csp-not-implemented", -25];
  const sources = (name: string) => directives.get(name) ?? directives.get("default-src");
  const script = sources("script-src");
  const object = sources("object-src");
  const broad = (values: string[] | undefined) =>
    !values || values.some((value) => ["'unsafe-inline'", "data:", "http:", "https:", "*"].includes(value));
  if (broad(script) || broad(object)) return ["csp-implemented-with-unsafe-inline", -20];
  if (script?.includes("'unsafe-eval'")) return ["csp-implemented-with-unsafe-eval", -10];
  if ((sources("style-src") ?? []).includes("'unsafe-inline'"))
    return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  if (directives.get("default-src")?.join(" ") === "'none'")
    return ["csp-implemented-with-no-unsafe-default-src-none", 10];
  return ["csp-implemented-with-no-unsafe", 5];
}

function cookies(setCookies: string[]): [string, number] {
  if (setCookies.length === 0) return ["cookies-not-found", 0];
  const flags = setCookies.map((cookie) => cookie.toLowerCase());
  if (flags.some((cookie) => !cookie.includes("; secure"))) return ["cookies-session-without-secure-flag", -40];
  if (flags.some((cookie) => !cookie.includes("; httponly"))) return ["cookies-session-without-httponly-flag", -30];
  if (flags.every((cookie) => /; samesite=(lax|strict)/.test(cookie))) {
    return ["cookies-secure-with-httponly-sessions-and-samesite", 5];
  }
  return ["cookies-secure-with-httponly-sessions", 0];
}

function hsts(header: string | null): [string, number] {
  const maxAge = Number(/max-age=(\d+)/i.exec(header ?? "")?.[1] ?? Number.NaN);
  if (!header) return ["hsts-not-implemented", -20];
  if (Number.isNaN(maxAge)) return ["hsts-header-invalid", -20];
  return maxAge >= 15_768_000
    ? ["hsts-implemented-max-age-at-least-six-months", 0]
    : ["hsts-implemented-max-age-less-than-six-months", -10];
}

function sri(html: string, origin: string): [string, number] {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src = ""]) => new URL(src, origin));
  if (sources.length === 0) return ["sri-not-implemented-but-no-scripts-loaded", 0];
  if (sources.every((url) => url.origin === origin))
    return ["sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0];
  return ["sri-not-implemented-but-external-scripts-loaded-securely", -5];
}

/** Scores a response (its headers, and its HTML when it is a page) as the Observatory would. */
export function observatory(response: Response, body: string, origin: string): ObservatoryResult {
  const header = (name: string) => response.headers.get(name);
  const directives = policy(header("content-security-policy"));
  const referrer = header("referrer-policy")?.toLowerCase() ?? "";
  const corp = header("cross-origin-resource-policy")?.toLowerCase();
  const xfo = header("x-frame-options")?.toLowerCase();
  const acao = header("access-control-allow-origin");
  const tests: Record<string, [string, number]> = {
    "content-security-policy": csp(header("content-security-policy")),
    cookies: cookies(response.headers.getSetCookie()),
    "cross-origin-resource-sharing":
      acao === "*"
        ? ["cross-origin-resource-sharing-implemented-with-universal-access", -50]
        : ["cross-origin-resource-sharing-not-implemented", 0],
    // A deployment answers HTTP with a redirect to HTTPS at its proxy; the server itself is not on HTTP.
    redirection: ["redirection-to-https", 0],
    "referrer-policy": ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(
      referrer,
    )
      ? ["referrer-policy-private", 5]
      : referrer
        ? ["referrer-policy-unsafe", -5]
        : ["referrer-policy-not-implemented", 0],
    "strict-transport-security": hsts(header("strict-transport-security")),
    "subresource-integrity": /html/.test(header("content-type") ?? "")
      ? sri(body, origin)
      : ["sri-not-implemented-response-not-html", 0],
    "x-content-type-options":
      header("x-content-type-options")?.toLowerCase() === "nosniff"
        ? ["x-content-type-options-nosniff", 0]
        : ["x-content-type-options-not-implemented", -5],
    "x-frame-options": directives?.has("frame-ancestors")
      ? ["x-frame-options-implemented-via-csp", 5]
      : xfo === "deny" || xfo === "sameorigin"
        ? ["x-frame-options-sameorigin-or-deny", 0]
        : ["x-frame-options-not-implemented", -20],
    "cross-origin-resource-policy":
      corp === "same-origin"
        ? ["corp-implemented-with-same-origin", 0]
        : corp === "same-site"
          ? ["corp-implemented-with-same-site", 0]
          : corp === "cross-origin"
            ? ["corp-implemented-with-cross-origin", -20]
            : ["corp-not-implemented", 0],
  };
  const modifiers = Object.values(tests).map(([, modifier]) => modifier);
  const penalised = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, value) => sum + value, 0);
  const bonus =
    penalised >= 90 ? modifiers.filter((modifier) => modifier > 0).reduce((sum, value) => sum + value, 0) : 0;
  const score = Math.max(0, penalised + bonus);
  return {
    score,
    grade: GRADES.find(([minimum]) => score >= minimum)?.[1] ?? "F",
    tests: Object.fromEntries(Object.entries(tests).map(([name, [result, modifier]]) => [name, { result, modifier }])),
  };
}
