/**
 * Synthetic visits for a demonstration of the staff dashboard (`npm run seed:demo`): plausible traffic of
 * a Jakarta agency's site, made of the events the site's tracker sends (and the newsletter sign-ups the
 * server records), from a seeded generator so that the same seed always gives the same data. Visits come
 * from search engines, social networks, webmail, referring sites, campaigns with UTM tags, or directly;
 * some bounce, some reach goals, some hand the contact form over to WhatsApp and become leads, of which
 * staff later mark some won or lost.
 */
import { readFileSync } from "node:fs";
import type { Kysely } from "kysely";
import type { LeadStatus } from "../../../app/analytics/dimensions";
import type { UTM_TAGS } from "../../../app/analytics/limits";
import { SITE, SITE_LINKS } from "../../../app/config/site";
import { CONTACT_FORM_ID } from "../../../app/contact/whatsapp";
import { LOCALES, type Locale } from "../../../app/i18n/locales";
import { urlScheme } from "../../../app/i18n/url-scheme";
import { SERVICE_IDS, type ServiceId } from "../../../app/services/catalog";
import type { DeviceType } from "../../analytics/ingest/device";
import { handoverRefs, recordIssuedRefs } from "../../analytics/ingest/lead-refs";
import type { StoredEvent } from "../../analytics/ingest/rollup";
import { storeEvents } from "../../analytics/ingest/store";
import { updateLead } from "../../analytics/reports/leads";
import { DAY_MS, dayOf, daysEnding, VISIT_TIMEOUT_MS } from "../../analytics/time";
import type { Dialect } from "../../db/database";
import type { Database } from "../../db/schema";

/** A source of numbers in [0, 1), like Math.random. */
export type Random = () => number;

/** mulberry32: a small, fast 32-bit seeded generator, good enough for fake traffic (not for secrets). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A picker of one of `choices`, each as likely as its weight. */
function weighted<T>(choices: readonly (readonly [T, number])[]): (random: Random) => T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  return (random) => {
    let left = random() * total;
    for (const [value, weight] of choices) {
      left -= weight;
      if (left < 0) return value;
    }
    return (choices[choices.length - 1] as readonly [T, number])[0];
  };
}

/** One of `items`, each as likely. */
const oneOf = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)] as T;

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
/** Asia/Jakarta (SITE_TIME_ZONE) is UTC+7 all year: no daylight saving time. */
const JAKARTA_OFFSET = "+07:00";

/** The site's pages (unprefixed) and how often they are viewed: the home page and web and mobile work lead. */
export const DEMO_PAGES: readonly (readonly [string, number])[] = [
  ["/", 30],
  ["/services/web-development", 13],
  ["/services/mobile-development", 11],
  ["/services/iot-technology", 4],
  ["/services/hr-systems", 4],
  ["/services/custom-software", 4],
  ["/services/technology-consulting", 3],
  ["/about", 6],
  ["/contact", 6],
  ["/case-studies", 4],
  ["/blog", 4],
  ["/careers", 3],
  ["/privacy-policy", 1],
  ["/terms-of-service", 0.5],
  ["/cookie-policy", 0.5],
];
const page = weighted(DEMO_PAGES);

/** The message keys of each page's title (the service pages share one, with the service's name). */
const TITLE_KEYS: Record<string, string> = {
  "/": "meta.home.title",
  "/about": "meta.about.title",
  "/contact": "meta.contact.title",
  "/case-studies": "meta.caseStudies.title",
  "/blog": "meta.blog.title",
  "/careers": "meta.careers.title",
  "/privacy-policy": "meta.privacy.title",
  "/terms-of-service": "meta.terms.title",
  "/cookie-policy": "meta.cookies.title",
};
/** The site's messages a demo visitor sees in page titles, buttons and links, per language. */
const CATALOGS = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign(
      {},
      ...["common", "company", "homeSections"].map(
        (namespace) =>
          JSON.parse(
            readFileSync(new URL(`../../../app/i18n/messages/${locale}/${namespace}.json`, import.meta.url), "utf8"),
          ) as Record<string, string>,
      ),
    ) as Record<string, string>,
  ]),
) as Record<Locale, Record<string, string>>;
const text = (locale: Locale, key: string) => CATALOGS[locale][key] ?? key;

/** The document title a page has in a language, as the tracker reports it. */
export function demoPageTitle(path: string, locale: Locale): string {
  const messages = CATALOGS[locale];
  const service = /^\/services\/(.+)$/.exec(path)?.[1];
  if (service) return (messages["meta.service.title"] ?? "").replace("{service}", messages[`service.${service}`] ?? "");
  return messages[TITLE_KEYS[path] ?? ""] ?? "";
}

const device = weighted<DeviceType>([
  ["desktop", 58],
  ["mobile", 37],
  ["tablet", 5],
]);
/** ISO codes, as the server stores them; "Unknown" when neither CDN nor address database knows. */
const country = weighted([
  ["ID", 64],
  ["SG", 9],
  ["MY", 7],
  ["JP", 5],
  ["KR", 4],
  ["US", 3.5],
  ["AU", 3],
  ["NL", 2],
  ["Unknown", 2.5],
]);
/** The language a visitor of a country reads the site in: mostly English, often their own. */
const LOCALES_BY_COUNTRY: Record<string, (random: Random) => Locale> = {
  ID: weighted<Locale>([
    ["en", 70],
    ["id", 30],
  ]),
  MY: weighted<Locale>([
    ["en", 80],
    ["id", 10],
    ["zh", 10],
  ]),
  SG: weighted<Locale>([
    ["en", 88],
    ["zh", 12],
  ]),
  JP: weighted<Locale>([
    ["ja", 60],
    ["en", 40],
  ]),
  KR: weighted<Locale>([
    ["ko", 55],
    ["en", 45],
  ]),
};
/** Pages per visit: many visits see one page only (and most of those leave without doing anything). */
const pagesPerVisit = weighted([
  [1, 46],
  [2, 22],
  [3, 14],
  [4, 9],
  [5, 5],
  [6, 4],
]);
/** How busy each hour of the day is in Jakarta: quiet at night, busiest from 9 to 21. */
const hour = weighted(
  [
    0.4, 0.25, 0.15, 0.1, 0.1, 0.2, 0.5, 0.9, 1.5, 2.3, 2.7, 2.7, 2.2, 2.5, 2.7, 2.6, 2.3, 2.0, 1.8, 2.0, 2.1, 1.8, 1.1,
    0.7,
  ].map((weight, index) => [index, weight] as const),
);
/** Buttons (not links) of the site chrome a visitor may press: message key, section, mobile menu or not. */
const BUTTONS = [
  ["backToTop", "", false],
  ["newsletter.submit", "footer", false],
  ["nav.openMenu", "header", true],
] as const;

type Utm = Partial<Record<(typeof UTM_TAGS)[number], string>>;

/** Where a visit came from: its landing page view's referrer (origin and path) and UTM tags, and where it lands. */
interface Arrival {
  referrer?: string;
  utm?: Utm;
  /** The unprefixed page it lands on, when the source decides it. */
  landing?: string;
}
type ArrivalPicker = (random: Random, day: string) => Arrival;

/** A source that sends a referrer only (one of `referrers`), landing where `landing` says or anywhere. */
const referred =
  (referrers: readonly string[], landing?: (random: Random) => string): ArrivalPicker =>
  (random) => ({ referrer: oneOf(referrers, random), landing: landing?.(random) });

/** Search results lead to the service pages and the home page most. */
const searchLanding = weighted([
  ["/", 30],
  ["/services/web-development", 18],
  ["/services/mobile-development", 16],
  ["/services/hr-systems", 7],
  ["/services/iot-technology", 6],
  ["/services/custom-software", 6],
  ["/services/technology-consulting", 4],
  ["/blog", 6],
  ["/about", 4],
  ["/careers", 3],
]);
/** The Google Ads campaign's ad groups: the search term bought and the page its ads lead to. */
const AD_GROUPS = [
  ["jasa pembuatan aplikasi", "/services/mobile-development"],
  ["jasa pembuatan website", "/services/web-development"],
  ["software house jakarta", "/"],
  ["aplikasi hris", "/services/hr-systems"],
  ["absensi face recognition", "/services/iot-technology"],
] as const;

/**
 * The sources of the demo's visits and their shares: many come direct (typed, bookmarked, or from a
 * messaging app that sends no referrer), many from search, fewer from social networks, webmail and a few
 * referring sites, and some from three campaigns with UTM tags: Google Ads (cpc), an Instagram campaign,
 * and the monthly e-mail newsletter.
 */
const arrival = weighted<ArrivalPicker>([
  [() => ({}), 36],
  [referred(["https://www.google.com/", "https://www.google.co.id/"], searchLanding), 22],
  [referred(["https://www.bing.com/"], searchLanding), 2.5],
  [referred(["https://duckduckgo.com/"], searchLanding), 1.5],
  [referred(["https://l.facebook.com/", "https://m.facebook.com/"]), 3],
  [referred(["https://l.instagram.com/"]), 3.5],
  [
    referred(["https://www.linkedin.com/", "https://lnkd.in/"], (random) => (random() < 0.4 ? "/careers" : "/about")),
    4,
  ],
  [referred(["https://t.co/"]), 1.2],
  [referred(["https://mail.google.com/"]), 1],
  [referred(["https://clutch.co/id/developers/jakarta"], (random) => (random() < 0.5 ? "/" : "/case-studies")), 1.5],
  [referred(["https://www.sortlist.com/s/app-development/indonesia-id"]), 0.8],
  [referred(["https://dailysocial.id/post/software-house-jakarta"], () => "/blog"), 0.8],
  [referred(["https://github.com/nusantara-digital"], () => "/careers"), 0.7],
  [
    (random) => {
      const [term, landing] = oneOf(AD_GROUPS, random);
      return {
        referrer: "https://www.google.com/",
        utm: {
          utm_source: "google",
          utm_medium: "cpc",
          utm_campaign: "jasa-software-house",
          utm_term: term,
          utm_content: random() < 0.5 ? "iklan-a" : "iklan-b",
        },
        landing,
      };
    },
    5,
  ],
  [
    (random) => ({
      referrer: "https://l.instagram.com/",
      utm: {
        utm_source: "instagram",
        utm_medium: "social",
        utm_campaign: "portofolio-reels",
        utm_content: oneOf(["reel-hris", "reel-mobile", "story"], random),
      },
      landing: oneOf(["/", "/case-studies", "/services/mobile-development"], random),
    }),
    3,
  ],
  [
    (random, day) => ({
      referrer: random() < 0.4 ? "https://mail.google.com/" : undefined,
      utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: `newsletter-${day.slice(0, 7)}` },
      landing: random() < 0.7 ? "/blog" : "/case-studies",
    }),
    2,
  ],
]);

/** The contact forms: on the home page (name, project, message) and on the contact page (name, e-mail, message). */
const FORM_FIELDS: Record<string, readonly (readonly [name: string, type: string])[]> = {
  "/": [
    ["name", "text"],
    ["project", "text"],
    ["message", "textarea"],
  ],
  "/contact": [
    ["name", "text"],
    ["email", "email"],
    ["message", "textarea"],
  ],
};
/** The contact forms' submit buttons: message key and the section the tracker names. */
const SUBMIT: Record<string, readonly [string, string]> = {
  "/": ["homeSections.contact.form.submit", "contact"],
  "/contact": ["company.contact.form.submit", ""],
};
/** Chance that a visitor who looks at a page with the contact form starts filling it in. */
const FORM_START: Record<string, number> = { "/": 0.03, "/contact": 0.16 };
/** The social profiles the footer links to. */
const SOCIAL_PROFILES = SITE.social.flatMap((profile) =>
  profile.url ? [{ name: profile.name, url: profile.url }] : [],
);
/** The footer's newsletter form has no id of its own: the tracker names it "form". */
const NEWSLETTER_FORM = "form";
/** Crockford's base 32, the alphabet of lead reference codes (app/contact/lead-ref.ts). */
const REF_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Chance that a visitor comes back later the same day (same daily pseudonym, a new visit). */
const RETURN_RATE = 0.18;
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

interface Visitor {
  visitor: string;
  device: DeviceType;
  country: string;
  locale: Locale;
}

export interface DemoOptions {
  /** The end of the data: the last day is the day of `now`, with events up to `now` only. */
  now: number;
  /** Days of data, today included. */
  days: number;
  random: Random;
  /** The site's origin (SITE_URL), for page_location. */
  site: string;
  /** The language served without a URL prefix (DEFAULT_LOCALE). */
  defaultLocale: Locale;
}

/** The first instant of the `days` days of data that end with the day of `now` (midnight in Jakarta). */
export function demoStart(now: number, days: number): number {
  return Date.parse(`${daysEnding(dayOf(now), days)[0]}T00:00:00${JAKARTA_OFFSET}`);
}

/**
 * The demo's events, a day at a time (a few thousand events), in time order: about 80 to 250 visits a
 * day, fewer at weekends, slowly growing over the period; each visit one to six page views with what the
 * tracker reports around them, seconds to minutes apart.
 */
export function* demoEvents({ now, days, random, site, defaultLocale }: DemoOptions): Generator<StoredEvent[]> {
  const scheme = urlScheme(defaultLocale);

  const newVisitor = (): Visitor => {
    const place = country(random);
    return {
      visitor: Array.from({ length: 22 }, () => BASE64URL.charAt(Math.floor(random() * 64))).join(""),
      device: device(random),
      country: place,
      locale: LOCALES_BY_COUNTRY[place]?.(random) ?? "en",
    };
  };

  /** One visit from `start`, arriving as `from` says: its events, not yet in time order. */
  const visit = (who: Visitor, start: number, from: Arrival): StoredEvent[] => {
    const events: StoredEvent[] = [];
    const add = (at: number, name: string, path: string, properties: Record<string, string | number> = {}) =>
      events.push({
        occurred_at: Math.round(at),
        name,
        visitor: who.visitor,
        page: path,
        properties: JSON.stringify(properties),
        device: who.device,
        country: who.country,
      });
    const count = pagesPerVisit(random);
    let at = start;
    let previous = "";
    /** The service whose page the visitor saw last: the contact page's form is prefilled with it. */
    let service: ServiceId | undefined;
    for (let index = 0; index < count; index++) {
      let unprefixed = index === 0 && from.landing ? from.landing : page(random);
      // From a service page, visitors often go on to ask about it.
      if (previous.startsWith("/services/") && random() < 0.25) unprefixed = "/contact";
      while (unprefixed === previous) unprefixed = page(random);
      previous = unprefixed;
      service = SERVICE_IDS.find((id) => unprefixed === `/services/${id}`) ?? service;
      const path = scheme.localizePath(unprefixed, who.locale);
      // A visitor who goes on to another page has used the page (a click at least); on the last page, often;
      // a visitor who sees one page only, seldom (a bounce: one page view and nothing done).
      const engaged = index < count - 1 || random() < (count === 1 ? 0.3 : 0.7);
      // The contact form: fields focused (one to three) and whether the message went to WhatsApp.
      const fields = engaged ? FORM_FIELDS[unprefixed] : undefined;
      const filled = fields && random() < (FORM_START[unprefixed] ?? 0) ? (random() < 0.85 ? 2 : 1) : 0;
      const message = filled === 2 && random() < 0.7;
      const handedOver = message && random() < 0.6;
      // Seconds on the page: mostly under a minute, now and then several minutes of reading; short for a
      // bounce, long enough to fill in the form.
      const read = 4 + Math.round(-(engaged ? 45 : 15) * Math.log(1 - random()));
      const seconds = Math.min(900, filled ? Math.max(read, 180) : read);
      const scrolled = Math.min(100, Math.round(15 + 95 * random() ** 0.8));
      add(at, "page_view", path, {
        page_name: path.replace(/^\/([a-z]{2}(\/|$))?/, "") || "home",
        page_title: demoPageTitle(unprefixed, who.locale),
        page_location: site + path,
        // Only the first page view of a page load says where the visit came from.
        ...(index === 0 && from.referrer && { referrer: from.referrer }),
        ...(index === 0 && from.utm),
      });
      const moment = () => at + random() * seconds * SECOND_MS;
      if (engaged) add(at + random() * Math.min(seconds, 15) * SECOND_MS, "user_engagement", path);
      const depths = [25, 50, 75, 100].filter((depth) => depth <= scrolled);
      depths.forEach((percent, index) => {
        add(at + ((index + 1) / (depths.length + 1)) * seconds * SECOND_MS, "scroll_depth", path, { percent });
      });
      for (let tick = 30; tick < seconds; tick += 30)
        add(at + tick * SECOND_MS, "time_on_page", path, { seconds: tick });
      if (engaged) {
        if (random() < 0.1) {
          const buttons = BUTTONS.filter(([, , menu]) => menu === false || who.device !== "desktop");
          const [key, section] = oneOf(buttons, random);
          add(moment(), "button_click", path, { button_text: text(who.locale, key), section });
        }
        const link = (url: string, label: string) =>
          add(moment(), "link_click", path, { link_url: url, link_text: label });
        if (unprefixed === "/careers" && random() < 0.1)
          link(SITE_LINKS.email, text(who.locale, "company.careers.sendCv"));
        if (unprefixed === "/contact" && random() < 0.07) link(SITE_LINKS.email, SITE.email);
        if (unprefixed === "/contact" && random() < 0.05) link(SITE_LINKS.phone, SITE.phone);
        // The footer's contact details and social profiles, on every page.
        if (random() < 0.003) link(SITE_LINKS.email, SITE.email);
        if (random() < 0.002) link(SITE_LINKS.phone, SITE.phone);
        if (random() < 0.008) {
          const profile = oneOf(SOCIAL_PROFILES, random);
          link(profile.url, profile.name);
        }
        if (random() < 0.006) {
          // A newsletter sign-up: the address field, the button, and the server's record of a stored address.
          const typed = moment();
          add(typed, "form_interaction", path, { form_id: NEWSLETTER_FORM, field_type: "email", field_name: "email" });
          add(typed + 8 * SECOND_MS, "button_click", path, {
            button_text: text(who.locale, "newsletter.submit"),
            section: "footer",
          });
          add(typed + 8.4 * SECOND_MS, "newsletter_signup", path);
        }
      }
      if (fields && filled > 0) {
        // Within the page's time: the fields one after another, then the message handed to WhatsApp.
        let typed = at + (5 + random() * 10) * SECOND_MS;
        const focus = ([name, type]: readonly [string, string]) => {
          add(typed, "form_interaction", path, { form_id: CONTACT_FORM_ID, field_type: type, field_name: name });
          typed += (3 + random() * 20) * SECOND_MS;
        };
        for (const field of fields.slice(0, filled)) focus(field);
        if (message && fields[2]) focus(fields[2]);
        if (handedOver) {
          const [key, section] = SUBMIT[unprefixed] ?? ["", ""];
          typed += (20 + random() * 60) * SECOND_MS;
          add(typed, "button_click", path, { button_text: text(who.locale, key), section });
          // The service: the one prefilled from the service page seen before, or a project named like one.
          const asked = service ?? (random() < 0.4 ? oneOf(SERVICE_IDS, random) : undefined);
          const ref = `ND-${Array.from({ length: 6 }, () => REF_ALPHABET.charAt(Math.floor(random() * 32))).join("")}`;
          add(typed + 200, "whatsapp_handover", path, { ref, ...(asked && { service: asked }) });
        }
      }
      at += seconds * SECOND_MS;
      add(at, "page_exit", path, { time_spent_seconds: seconds, scroll_depth_percentage: scrolled });
      at += (1 + random() * 4) * SECOND_MS;
    }
    return events;
  };

  /** A day's visits, starting at `dayStart`: returning visitors come back over 30 minutes after they left. */
  const dayOfVisits = (day: string, dayStart: number, target: number): StoredEvent[] => {
    const events: StoredEvent[] = [];
    for (let visits = 0; visits < target; ) {
      const who = newVisitor();
      let start = dayStart + hour(random) * HOUR_MS + random() * HOUR_MS;
      let from = arrival(random)(random, day);
      for (;;) {
        const made = visit(who, start, from);
        events.push(...made);
        visits++;
        const left = Math.max(...made.map((event) => event.occurred_at));
        start = left + VISIT_TIMEOUT_MS + (5 + random() * 300) * MINUTE_MS;
        if (!(visits < target && start < dayStart + DAY_MS && random() < RETURN_RATE)) break;
        // A returning visitor mostly types the address or opens a bookmark.
        from = random() < 0.7 ? {} : arrival(random)(random, day);
      }
    }
    return events;
  };

  // Visits that begin late in the evening may end after midnight: those events wait for the next batch.
  let pending: StoredEvent[] = [];
  const calendar = daysEnding(dayOf(now), days);
  for (const [index, day] of calendar.entries()) {
    const dayStart = Date.parse(`${day}T00:00:00${JAKARTA_OFFSET}`);
    const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
    const growth = 140 + 75 * (days === 1 ? 1 : index / (days - 1));
    const target = Math.round(growth * (weekend ? 0.65 : 1) * (0.9 + 0.2 * random()));
    const events = [...pending, ...dayOfVisits(day, dayStart, target)]
      .filter((event) => event.occurred_at <= now)
      .sort((a, b) => a.occurred_at - b.occurred_at);
    // The last day's events all come before `now`, so before its midnight.
    const cut = events.findIndex((event) => event.occurred_at >= dayStart + DAY_MS);
    const end = cut === -1 ? events.length : cut;
    pending = events.slice(end);
    yield events.slice(0, end);
  }
}

/** What staff recorded of a demo lead: won with the project's value (IDR), or lost. */
export interface DemoLeadOutcome {
  ref: string;
  status: Exclude<LeadStatus, "open">;
  value: number | null;
  /** When staff recorded it (epoch milliseconds). */
  at: number;
}

/** What a won project of each service is worth, IDR: from one to the other, in steps of 5 million. */
const PROJECT_VALUES: Record<string, readonly [number, number]> = {
  "web-development": [45_000_000, 250_000_000],
  "mobile-development": [80_000_000, 400_000_000],
  "iot-technology": [120_000_000, 500_000_000],
  "hr-systems": [100_000_000, 350_000_000],
  "custom-software": [150_000_000, 600_000_000],
  "technology-consulting": [45_000_000, 150_000_000],
  "": [45_000_000, 200_000_000],
};

/** FNV-1a of a string: a seed for a lead's own generator. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

/**
 * What became of a demo lead by `now`, decided by its code (so by the seed that drew it): a lead of the
 * last few days is still open; of older ones about one in five was won and one in three lost, each
 * recorded a few days to three weeks after the hand-over. Null while open.
 */
export function demoLeadOutcome(
  lead: { ref: string; createdAt: number; service?: string },
  now: number,
): DemoLeadOutcome | null {
  const random = mulberry32(hash(lead.ref));
  const age = now - lead.createdAt;
  const settled = age < 3 * DAY_MS ? 0 : age < 10 * DAY_MS ? 0.35 : 0.55;
  const draw = random();
  if (!(draw < settled)) return null;
  const won = draw < settled * 0.4;
  const [low, high] = PROJECT_VALUES[lead.service ?? ""] ?? [45_000_000, 200_000_000];
  const value = won ? low + Math.round((random() * (high - low)) / 5_000_000) * 5_000_000 : null;
  const at = lead.createdAt + Math.min(age, (1 + random() * 20) * DAY_MS);
  return { ref: lead.ref, status: won ? "won" : "lost", value, at: Math.round(at) };
}

/** The outcomes of the leads that `events`' WhatsApp hand-overs made. */
export function demoLeadOutcomes(events: StoredEvent[], now: number): DemoLeadOutcome[] {
  return events.flatMap((event) => {
    if (event.name !== "whatsapp_handover") return [];
    const { ref, service } = JSON.parse(event.properties) as { ref: string; service?: string };
    return demoLeadOutcome({ ref, createdAt: event.occurred_at, service }, now) ?? [];
  });
}

/**
 * Writes the demo through the site's own write path (raw events, visits, rollups, leads), a day at a
 * time, then records the outcome of its older leads as staff would. Returns what it wrote.
 */
export async function writeDemo(
  database: { db: Kysely<Database>; dialect: Dialect },
  options: DemoOptions,
): Promise<{ events: number; leads: number; won: number; lost: number }> {
  const store = storeEvents(database.db, database.dialect);
  const outcomes: DemoLeadOutcome[] = [];
  let events = 0;
  let leads = 0;
  for (const batch of demoEvents(options)) {
    await recordIssuedRefs(database.db, handoverRefs(batch));
    await store(batch);
    events += batch.length;
    leads += batch.filter((event) => event.name === "whatsapp_handover").length;
    outcomes.push(...demoLeadOutcomes(batch, options.now));
  }
  for (const { ref, status, value, at } of outcomes) await updateLead(database, ref, { status, value }, at);
  const won = outcomes.filter((outcome) => outcome.status === "won").length;
  return { events, leads, won, lost: outcomes.length - won };
}
