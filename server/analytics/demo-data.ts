/**
 * Synthetic visits for a demonstration of the staff dashboard (`npm run seed:demo`): plausible traffic of
 * a Jakarta agency's site, made of the events the site's tracker sends, from a seeded generator so that
 * the same seed always gives the same data.
 */
import type { Locale } from "../../app/i18n/locales";
import en from "../../app/i18n/messages/en/common.json";
import id from "../../app/i18n/messages/id/common.json";
import ja from "../../app/i18n/messages/ja/common.json";
import ko from "../../app/i18n/messages/ko/common.json";
import zh from "../../app/i18n/messages/zh/common.json";
import { urlScheme } from "../../app/i18n/url-scheme";
import type { DeviceType } from "./device";
import type { StoredEvent } from "./rollup";
import { DAY_MS, dayOf, daysEnding, VISIT_TIMEOUT_MS } from "./time";

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
const TITLE_KEYS: Record<string, keyof typeof en> = {
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
const CATALOGS: Record<Locale, Record<string, string>> = { en, id, ja, ko, zh };

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
const pagesPerVisit = weighted([
  [1, 38],
  [2, 26],
  [3, 16],
  [4, 10],
  [5, 6],
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

  /** One visit from `start`: its events, not yet in time order. */
  const visit = (who: Visitor, start: number): StoredEvent[] => {
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
    let at = start;
    let previous = "";
    for (let count = pagesPerVisit(random); count > 0; count--) {
      let unprefixed = page(random);
      while (unprefixed === previous) unprefixed = page(random);
      previous = unprefixed;
      const path = scheme.localizePath(unprefixed, who.locale);
      // Seconds on the page: mostly under a minute, now and then several minutes of reading.
      const seconds = Math.min(900, 4 + Math.round(-45 * Math.log(1 - random())));
      const scrolled = Math.min(100, Math.round(15 + 95 * random() ** 0.8));
      add(at, "page_view", path, {
        page_name: path.replace(/^\/([a-z]{2}(\/|$))?/, "") || "home",
        page_title: demoPageTitle(unprefixed, who.locale),
        page_location: site + path,
      });
      if (random() < 0.75) add(at + random() * Math.min(seconds, 15) * SECOND_MS, "user_engagement", path);
      const depths = [25, 50, 75, 100].filter((depth) => depth <= scrolled);
      depths.forEach((percent, index) => {
        add(at + ((index + 1) / (depths.length + 1)) * seconds * SECOND_MS, "scroll_depth", path, { percent });
      });
      for (let tick = 30; tick < seconds; tick += 30)
        add(at + tick * SECOND_MS, "time_on_page", path, { seconds: tick });
      if (random() < 0.12) {
        const buttons = BUTTONS.filter(([, , menu]) => menu === false || who.device !== "desktop");
        const [key, section] = buttons[Math.floor(random() * buttons.length)] ?? BUTTONS[0];
        add(at + random() * seconds * SECOND_MS, "button_click", path, {
          button_text: CATALOGS[who.locale][key] ?? key,
          section,
        });
      }
      at += seconds * SECOND_MS;
      add(at, "page_exit", path, { time_spent_seconds: seconds, scroll_depth_percentage: scrolled });
      at += (1 + random() * 4) * SECOND_MS;
    }
    return events;
  };

  /** A day's visits, starting at `dayStart`: returning visitors come back over 30 minutes after they left. */
  const dayOfVisits = (dayStart: number, target: number): StoredEvent[] => {
    const events: StoredEvent[] = [];
    for (let visits = 0; visits < target; ) {
      const who = newVisitor();
      let start = dayStart + hour(random) * HOUR_MS + random() * HOUR_MS;
      do {
        const made = visit(who, start);
        events.push(...made);
        visits++;
        const left = Math.max(...made.map((event) => event.occurred_at));
        start = left + VISIT_TIMEOUT_MS + (5 + random() * 300) * MINUTE_MS;
      } while (visits < target && start < dayStart + DAY_MS && random() < RETURN_RATE);
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
    const events = [...pending, ...dayOfVisits(dayStart, target)]
      .filter((event) => event.occurred_at <= now)
      .sort((a, b) => a.occurred_at - b.occurred_at);
    // The last day's events all come before `now`, so before its midnight.
    const cut = events.findIndex((event) => event.occurred_at >= dayStart + DAY_MS);
    const end = cut === -1 ? events.length : cut;
    pending = events.slice(end);
    yield events.slice(0, end);
  }
}
