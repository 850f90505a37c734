import { createHash } from "node:crypto";
import fc from "fast-check";
import { DIMENSIONS } from "../../app/analytics/dimensions";
import type { InjectedRequest } from "../support/in-process-server";
import { settings } from "../support/pages";

/**
 * The requests the fuzzing generates (fuzz-endpoints.ts): for each endpoint, inputs shaped nearly like its
 * real ones and anything else, with hostile strings, odd methods, content types, cookies, origins, addresses
 * and oversized headers.
 */
export type FuzzRequest = InjectedRequest;

const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"];
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/csp-report",
  "application/reports+json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
  "../../etc/passwd",
];
const HOSTILE = [
  "' OR '1'='1' --",
  "'; DROP TABLE staff_accounts; --",
  "<script>alert(1)</script>",
  "\u0000",
  "../../../../etc/passwd",
  "$" + "{jndi:ldap://x}",
  "{{7*7}}",
  "\ud800",
  "𝕏".repeat(300),
  "a".repeat(5000),
];

/** Stands in the paths for the code of a lead stored before the fuzzing, so that changes to it reach the database. */
export const LEAD = "{lead}";
/** An account id of the right shape that no account has: changes to it pass validation and find nobody. */
export const NO_ACCOUNT = "A".repeat(20);

const SITE_ORIGIN = new URL(settings.SITE_URL).origin;
export const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0";

const hostileString = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: "binary", maxLength: 200 }),
);
const anyValue = fc.oneof(hostileString, fc.jsonValue({ maxDepth: 4 }), fc.double(), fc.constant(null));
/** A name as staff would type it, or anything. */
const aName = fc.oneof(fc.constantFrom("Pricing", "Blog readers", "Contact form"), hostileString);
/** Objects shaped like an endpoint's real input, with every field's value drawn from anything. */
const nearly = (fields: string[], extra: object = {}) =>
  fc
    .record(Object.fromEntries(fields.map((field) => [field, anyValue])), { requiredKeys: [] })
    .map((value) => ({ ...extra, ...value }));

const NEAR: Record<string, fc.Arbitrary<unknown>> = {
  "/api/events": fc.oneof(
    nearly(["page", "page_name", "page_title", "page_location", "button_text", "section"], { name: "page_view" }),
    fc
      .array(nearly(["name", "page", "percent", "time_spent_seconds"]), { maxLength: 60 })
      .map((events) => ({ events })),
  ),
  "/api/newsletter": nearly(["email", "locale"]),
  "/api/newsletter/confirm": nearly(["token", "locale"]),
  "/api/account/digest": nearly(["enabled", "locale"]),
  "/api/newsletter/issues": nearly(["subject", "body", "audience"]),
  "/api/newsletter/unsubscribe": nearly(["token", "locale", "List-Unsubscribe"]),
  [`/api/leads/${LEAD}`]: fc.oneof(
    nearly(["status", "value"]),
    fc.record({ status: fc.constantFrom("open", "won", "lost"), value: anyValue }, { requiredKeys: ["status"] }),
  ),
  "/api/staff/invitations": fc.oneof(
    nearly(["email", "role", "locale"]),
    fc.record({ email: hostileString, role: fc.constantFrom("admin", "viewer"), locale: fc.constantFrom("en", "ja") }),
  ),
  [`/api/staff/accounts/${NO_ACCOUNT}`]: nearly(["role", "disabled"]),
  "/api/auth/invitation": nearly(["token", "displayName", "password"]),
  "/api/auth/second-factor": fc.oneof(
    nearly(["method", "code", "response"]),
    fc.record({ method: fc.constantFrom("totp", "recovery", "passkey"), code: anyValue, response: anyValue }),
  ),
  "/api/auth/factors/totp/confirm": nearly(["code"]),
  "/api/auth/factors/totp/remove": nearly(["password", "code"]),
  "/api/auth/factors/recovery-codes": nearly(["password", "code"]),
  "/api/auth/factors/passkeys": nearly(["name", "response"]),
  "/api/auth/login": fc.oneof(
    nearly(["email", "password"]),
    fc.record({
      email: fc.constantFrom("target@example.com", "nobody@example.com", "TARGET@EXAMPLE.COM "),
      password: hostileString,
    }),
  ),
  "/api/goals": fc.oneof(
    nearly(["name", "kind", "path", "key", "href"]),
    fc.oneof(
      fc.record({
        name: aName,
        kind: fc.constant("page"),
        path: fc.oneof(fc.constantFrom("/blog/*", "/ja/contact"), hostileString),
      }),
      fc.record({
        name: aName,
        kind: fc.constant("click"),
        key: fc.oneof(fc.constantFrom("hero-cta", "x"), hostileString),
      }),
      fc.record({
        name: aName,
        kind: fc.constant("link"),
        href: fc.oneof(fc.constantFrom("https://wa.me/", "tel:+62"), hostileString),
      }),
    ),
  ),
  "/api/goals/nothing": nearly(["name", "conversion"]),
  "/api/funnels": fc.oneof(
    nearly(["name", "steps"]),
    fc.record({
      name: aName,
      steps: fc.array(
        fc.oneof(
          nearly(["kind", "path", "goal", "stage"]),
          fc.record({ kind: fc.constant("page"), path: fc.oneof(fc.constantFrom("/", "/blog/*"), hostileString) }),
          fc.record({
            kind: fc.constant("goal"),
            goal: fc.oneof(fc.constantFrom("Contact form", "Pricing"), hostileString),
          }),
          fc.record({ kind: fc.constant("form"), stage: fc.constantFrom("seen", "started", "message", "sent") }),
        ),
        { minLength: 1, maxLength: 9 },
      ),
    }),
  ),
  "/api/funnels/nothing": nearly(["name", "steps"]),
  "/api/shares": nearly(["name", "password"]),
  "/api/auth/factors/requirement": fc.oneof(nearly(["required"]), fc.record({ required: fc.boolean() })),
  "/api/security/log": fc.oneof(
    nearly(["type", "details", "timestamp", "userAgent", "url"]),
    nearly(["csp-report"]),
    fc.array(nearly(["type", "url", "body"]), { maxLength: 25 }),
  ),
};

function bodyFor(path: string): fc.Arbitrary<string | Uint8Array<ArrayBuffer> | undefined> {
  return fc.oneof(
    { weight: 3, arbitrary: (NEAR[path] ?? fc.jsonValue()).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 6 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 2000 }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 600 }).map((bytes) => new Uint8Array(bytes)) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 5000 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1000, max: 40_000 }).map((size) => JSON.stringify({ email: "x".repeat(size) })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const ascii = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 200,
});
const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join("."));

/** `value` in about one request of ten, else null. */
const rarely = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: value });

/** Any string as a query value (lone surrogates become U+FFFD; raw `%` sequences come from `ascii`). */
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Surrogate}/gu, "\ufffd"));

/** Requests to `path`; `session` is a real staff session's cookie, sent with most of them. */
export function requestFor(method: string, path: string, session: string): fc.Arbitrary<FuzzRequest> {
  const query = fc.oneof(
    fc.constantFrom("", "?period=7d", "?period=30d", "?period=90d"),
    fc
      .record({ period: hostileString, other: fc.option(hostileString) })
      .map(({ period, other }) => `?period=${encode(period)}${other === null ? "" : `&period=${encode(other)}`}`),
    ascii.map((text) => `?${text.replaceAll("#", "")}`),
    fc
      .record({
        dimension: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...DIMENSIONS) }, hostileString),
        limit: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -5, max: 2000 }).map(String) }, hostileString),
        offset: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -5, max: 2_000_000 }).map(String) }, hostileString),
        ref: fc.oneof(fc.constantFrom("ND-7K4Q2M", "nd-7k4q2m", "ND-0000000"), hostileString),
        // A funnel's id (GET /api/analytics/funnel), and filters of every operator (is, is not, contains, not).
        id: fc.oneof(fc.constantFrom("contact", "nothing"), hostileString),
        filters: fc.array(
          fc.oneof(
            fc.constantFrom("source:Google", "source!:Bing", "page~:blog", "goal:Contact form", "country!~:i"),
            fc
              .tuple(fc.constantFrom(...DIMENSIONS), fc.constantFrom(":", "!:", "~:", "!~:"), hostileString)
              .map((parts) => parts.join("")),
            hostileString,
          ),
          { maxLength: 4 },
        ),
      })
      .map(
        ({ dimension, limit, offset, ref, id, filters }) =>
          `?period=30d&dimension=${encode(dimension)}&limit=${encode(limit)}&offset=${encode(offset)}&ref=${encode(ref)}` +
          `&id=${encode(id)}${filters.map((filter) => `&filter=${encode(filter)}`).join("")}`,
      ),
  );
  return fc
    .record({
      method: fc.oneof(
        { weight: 6, arbitrary: fc.constant(method) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      query,
      contentType: fc.oneof(
        { weight: 3, arbitrary: fc.constant("application/json") },
        fc.constantFrom(...CONTENT_TYPES),
      ),
      body: bodyFor(path),
      cookie: fc.oneof(
        { weight: 4, arbitrary: fc.constant(session) },
        { weight: 1, arbitrary: fc.constant(null) },
        {
          weight: 2,
          arbitrary: fc.oneof(
            ascii,
            fc.base64String({ maxLength: 60 }).map((token) => `__Host-session=${token}`),
          ),
        },
      ),
      // Mostly the site's own pages (whose requests the analytics take), else none or another site's.
      origin: fc.oneof(
        { weight: 4, arbitrary: fc.constant(SITE_ORIGIN) },
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.oneof(ascii, fc.constantFrom("https://evil.example", "null")) },
      ),
      // Mostly a browser's user agent, so that the analytics take the request in (fetch's own is a bot's).
      agent: fc.oneof({ weight: 4, arbitrary: fc.constant(BROWSER) }, ascii),
      client: ipv4,
      huge: rarely(fc.integer({ min: 4000, max: 20_000 })),
      checksum: fc.boolean(),
    })
    .map(({ method, query, contentType, body, cookie, origin, agent, client, huge, checksum }) => {
      const headers: Record<string, string> = { "x-forwarded-for": client, "user-agent": agent };
      if (contentType) headers["content-type"] = contentType;
      if (cookie !== null) headers.cookie = cookie;
      if (origin !== null) headers.origin = origin;
      if (huge !== null) headers["x-padding"] = "p".repeat(huge);
      if (checksum && body !== undefined)
        headers["x-security-checksum"] = createHash("sha256").update(body).digest("hex");
      const withBody = method !== "GET" && method !== "HEAD";
      return { method, path: path + query, headers, body: withBody ? body : undefined };
    });
}
