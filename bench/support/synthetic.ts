/**
 * Synthetic analytics traffic for the benchmarks: visits that arrive from search engines, social networks,
 * webmail, referring sites, campaigns with UTM tags or directly, on every public page in five languages;
 * a quarter bounce, others click e-mail, phone and social links, sign up for the newsletter, fill in the
 * contact form, and one in LEAD_EVERY hands it over to WhatsApp with a lead code. Deterministic: the
 * same index always gives the same event.
 */
import { urlScheme } from "../../app/i18n/url-scheme";
import { PUBLIC_PATHS } from "../../app/routing/pages";
import { SERVICE_IDS } from "../../app/services/catalog";
import type { StoredEvent } from "../../server/analytics/ingest/rollup";
import { pageName } from "../../server/analytics/ingest/site-pages";
import { DAY_MS } from "../../server/analytics/time";

/** Browsers and their systems, as the ingest names them from user agents (server/analytics/ingest/user-agent.ts). */
const SOFTWARE = [
  ["Chrome", "Windows"],
  ["Chrome", "Android"],
  ["Safari", "iOS"],
  ["Edge", "Windows"],
  ["Safari", "macOS"],
  ["Firefox", "Linux"],
  ["Samsung Internet", "Android"],
] as const;

/** Every public page in every language. */
export const PAGES = urlScheme("en").everyLocale(PUBLIC_PATHS);
const DEVICES = [
  "desktop",
  "desktop",
  "desktop",
  "desktop",
  "desktop",
  "desktop",
  "mobile",
  "mobile",
  "mobile",
  "tablet",
];
const COUNTRIES = ["ID", "ID", "ID", "SG", "MY", "JP", "KR", "CN", "AU", "Unknown"];
/** Events per visit in the synthetic traffic. */
export const PER_VISIT = 8;
/** One visit in this many hands the contact form over to WhatsApp: a lead. */
export const LEAD_EVERY = 40;
const REF_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A landing page view's referrer and UTM tags. */
export type Landing = Record<string, string>;
const from =
  (referrer: string): (() => Landing) =>
  () => ({ referrer });

/**
 * Where visits come from: the landing page view's referrer and UTM tags (`n` a number of the visit, for
 * the tags that vary). Weighted by repetition: direct most, then Google.
 */
export const ARRIVALS: ((n: number) => Landing)[] = [
  ...Array.from({ length: 7 }, () => () => ({})),
  ...Array.from({ length: 4 }, () => from("https://www.google.com/")),
  from("https://www.bing.com/"),
  from("https://duckduckgo.com/"),
  from("https://l.facebook.com/"),
  from("https://l.instagram.com/"),
  from("https://www.linkedin.com/"),
  from("https://mail.google.com/"),
  (n) => ({ referrer: n % 2 ? "https://clutch.co/id/developers/jakarta" : "https://dailysocial.id/post/agency" }),
  (n) => ({
    referrer: "https://www.google.com/",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "jasa-software-house",
    utm_term:
      ["jasa pembuatan aplikasi", "jasa pembuatan website", "software house jakarta", "aplikasi hris"][n % 4] ?? "",
    utm_content: n % 2 ? "iklan-a" : "iklan-b",
  }),
  (n): Landing =>
    n % 2
      ? { referrer: "https://l.instagram.com/", utm_source: "instagram", utm_medium: "social", utm_campaign: "reels" }
      : { utm_source: "newsletter", utm_medium: "email", utm_campaign: `newsletter-${n % 3}` },
];

/** An integer hash, so that a visit's traits (source, bounce, goal, pages) do not go in step with each other. */
export function hash(value: number, salt: number): number {
  let h = Math.imul(value ^ salt, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  return (h ^ (h >>> 13)) >>> 0;
}

/** What a visit does now and then (its fifth event): a step of the contact form or a goal. */
export const ACTIONS: [name: string, properties: Record<string, string>][] = [
  ["form_interaction", { form_id: "contact-form", field_type: "text", field_name: "name" }],
  ["form_interaction", { form_id: "contact-form", field_type: "textarea", field_name: "message" }],
  ["link_click", { link_url: "mailto:halo@nusantaradigital.co.id", link_text: "halo@nusantaradigital.co.id" }],
  ["link_click", { link_url: "tel:+622150817788", link_text: "+62 21 5081 7788" }],
  ["link_click", { link_url: "https://www.instagram.com/nusantaradigital.id", link_text: "Instagram" }],
  ["newsletter_signup", {}],
];
/** The contact form's message field: every lead's visit types it. */
const MESSAGE = 1;

/** A lead code from a visit's number: distinct for each of a billion visits. */
export const leadRef = (visit: number) =>
  `ND-${Array.from({ length: 6 }, (_, digit) => REF_ALPHABET.charAt(Math.floor(visit / 32 ** digit) % 32)).join("")}`;

/** The `index`-th of `total` synthetic events, spread evenly over the 90 days before `now`. */
export function syntheticEvent(index: number, total: number, now: number): StoredEvent {
  const visit = Math.floor(index / PER_VISIT);
  const step = index % PER_VISIT;
  const bounce = hash(visit, 1) % 4 === 0;
  const lead = !bounce && hash(visit, 2) % LEAD_EVERY === 0;
  const page = (n: number) => PAGES[hash(visit, 10 + n) % PAGES.length] ?? "/";
  let name: string;
  let properties: Record<string, string | number> = {};
  let at = page(0);
  if (step === 0) {
    name = "page_view";
    properties = {
      page_name: pageName(at),
      page_title: "Benchmark",
      page_location: `https://example.id${at}`,
      ...ARRIVALS[hash(visit, 3) % ARRIVALS.length]?.(hash(visit, 4)),
    };
  } else if (step === PER_VISIT - 1) {
    name = "page_exit";
    properties = { time_spent_seconds: 20, scroll_depth_percentage: 50 };
    at = bounce ? at : page(2);
  } else if (bounce) {
    [name, properties] = step % 2 ? ["scroll_depth", { percent: 25 }] : ["time_on_page", { seconds: step * 10 }];
  } else if (step === 3 || step === 5) {
    name = "page_view";
    at = page(step === 3 ? 1 : 2);
    properties = { page_name: pageName(at), page_title: "Benchmark", page_location: `https://example.id${at}` };
  } else if (step === 1) {
    name = "user_engagement";
  } else if (step === 4 && (lead || hash(visit, 5) % 3 === 0)) {
    // A lead's visit types its message; others do something now and then.
    [name, properties] = ACTIONS[lead ? MESSAGE : hash(visit, 6) % ACTIONS.length] ?? ["scroll_depth", { percent: 75 }];
    at = page(1);
  } else if (step === 6 && lead) {
    name = "whatsapp_handover";
    properties = { ref: leadRef(visit), service: SERVICE_IDS[visit % SERVICE_IDS.length] ?? "web-development" };
    at = page(2);
  } else {
    [name, properties] = step === 2 ? ["scroll_depth", { percent: 50 }] : ["time_on_page", { seconds: 30 }];
    at = page(step < 3 ? 0 : step < 5 ? 1 : 2);
  }
  return {
    occurred_at: Math.floor(now - 90 * DAY_MS + (index * 90 * DAY_MS) / total),
    name,
    visitor: `visitor-${visit}`,
    // Visitors share addresses now and then, as behind a carrier's or an office's.
    client: `client-${hash(visit, 8) % 20_000}`,
    page: at,
    properties: JSON.stringify(properties),
    device: DEVICES[visit % DEVICES.length] ?? "desktop",
    browser: SOFTWARE[hash(visit, 5) % SOFTWARE.length]?.[0] ?? "Chrome",
    os: SOFTWARE[hash(visit, 5) % SOFTWARE.length]?.[1] ?? "Windows",
    country: COUNTRIES[hash(visit, 7) % COUNTRIES.length] ?? "Unknown",
  };
}
