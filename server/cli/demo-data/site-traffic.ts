import { readFileSync } from "node:fs";
import type { UTM_TAGS } from "../../../app/analytics/limits";
import { SITE } from "../../../app/config/site";
import { LOCALES, type Locale } from "../../../app/i18n/locales";
import type { DeviceType } from "../../analytics/ingest/user-agent";
import { oneOf, type Random, weighted } from "./random";

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
/** Asia/Jakarta (SITE_TIME_ZONE) is UTC+7 all year: no daylight saving time. */
export const JAKARTA_OFFSET = "+07:00";

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
export const page = weighted(DEMO_PAGES);

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
export const text = (locale: Locale, key: string) => CATALOGS[locale][key] ?? key;

/** The document title a page has in a language, as the tracker reports it. */
export function demoPageTitle(path: string, locale: Locale): string {
  const messages = CATALOGS[locale];
  const service = /^\/services\/(.+)$/.exec(path)?.[1];
  if (service) return (messages["meta.service.title"] ?? "").replace("{service}", messages[`service.${service}`] ?? "");
  return messages[TITLE_KEYS[path] ?? ""] ?? "";
}

export const device = weighted<DeviceType>([
  ["desktop", 58],
  ["mobile", 37],
  ["tablet", 5],
]);
/** The browser and system of a device (names as server/analytics/ingest/user-agent.ts gives them). */
export const SOFTWARE: Record<DeviceType, (random: Random) => [browser: string, os: string]> = {
  desktop: weighted<[string, string]>([
    [["Chrome", "Windows"], 44],
    [["Edge", "Windows"], 14],
    [["Chrome", "macOS"], 14],
    [["Safari", "macOS"], 12],
    [["Firefox", "Windows"], 6],
    [["Firefox", "Linux"], 3],
    [["Chrome", "Linux"], 4],
    [["Chrome", "ChromeOS"], 3],
  ]),
  mobile: weighted<[string, string]>([
    [["Chrome", "Android"], 46],
    [["Safari", "iOS"], 30],
    [["Samsung Internet", "Android"], 10],
    [["Instagram", "Android"], 5],
    [["Chrome", "iOS"], 5],
    [["Instagram", "iOS"], 4],
  ]),
  tablet: weighted<[string, string]>([
    [["Safari", "iOS"], 62],
    [["Chrome", "Android"], 38],
  ]),
};
/** ISO codes, as the server stores them; "Unknown" when neither CDN nor address database knows. */
export const country = weighted([
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
/** The language a visitor of a country reads the site in: Indonesians mostly their own, others mostly English. */
export const LOCALES_BY_COUNTRY: Record<string, (random: Random) => Locale> = {
  ID: weighted<Locale>([
    ["en", 40],
    ["id", 60],
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
export const pagesPerVisit = weighted([
  [1, 46],
  [2, 22],
  [3, 14],
  [4, 9],
  [5, 5],
  [6, 4],
]);
/** How busy each hour of the day is in Jakarta: quiet at night, busiest from 9 to 21. */
export const hour = weighted(
  [
    0.4, 0.25, 0.15, 0.1, 0.1, 0.2, 0.5, 0.9, 1.5, 2.3, 2.7, 2.7, 2.2, 2.5, 2.7, 2.6, 2.3, 2.0, 1.8, 2.0, 2.1, 1.8, 1.1,
    0.7,
  ].map((weight, index) => [index, weight] as const),
);
/** Buttons (not links) of the site chrome a visitor may press: message key, section, mobile menu or not. */
export const BUTTONS = [
  ["backToTop", "", false],
  ["newsletter.submit", "footer", false],
  ["nav.openMenu", "header", true],
] as const;

type Utm = Partial<Record<(typeof UTM_TAGS)[number], string>>;

/** Where a visit came from: its landing page view's referrer (origin and path) and UTM tags, and where it lands. */
export interface Arrival {
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
export const arrival = weighted<ArrivalPicker>([
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
export const FORM_FIELDS: Record<string, readonly (readonly [name: string, type: string])[]> = {
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
export const SUBMIT: Record<string, readonly [string, string]> = {
  "/": ["homeSections.contact.form.submit", "contact"],
  "/contact": ["company.contact.form.submit", ""],
};
/** Chance that a visitor who looks at a page with the contact form starts filling it in. */
export const FORM_START: Record<string, number> = { "/": 0.03, "/contact": 0.16 };
/** The social profiles the footer links to. */
export const SOCIAL_PROFILES = SITE.social.flatMap((profile) =>
  profile.url ? [{ name: profile.name, url: profile.url }] : [],
);
/** The footer's newsletter form has no id of its own: the tracker names it "form". */
export const NEWSLETTER_FORM = "form";
/** Crockford's base 32, the alphabet of lead reference codes (app/contact/lead-ref.ts). */
export const REF_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Chance that a visitor comes back later the same day (same daily pseudonym, a new visit). */
export const RETURN_RATE = 0.18;
export const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
