import { SITE, SITE_LINKS } from "../../../app/config/site";
import { CONTACT_FORM_ID } from "../../../app/contact/whatsapp";
import type { Locale } from "../../../app/i18n/locales";
import { urlScheme } from "../../../app/i18n/url-scheme";
import { SERVICE_IDS, type ServiceId } from "../../../app/services/catalog";
import type { StoredEvent } from "../../analytics/ingest/rollup";
import type { DeviceType } from "../../analytics/ingest/user-agent";
import { DAY_MS, dayOf, daysEnding, VISIT_TIMEOUT_MS } from "../../analytics/time";
import { oneOf, type Random } from "./random";
import {
  type Arrival,
  arrival,
  BASE64URL,
  BUTTONS,
  country,
  demoPageTitle,
  device,
  FORM_FIELDS,
  FORM_START,
  HOUR_MS,
  hour,
  JAKARTA_OFFSET,
  LOCALES_BY_COUNTRY,
  MINUTE_MS,
  NEWSLETTER_FORM,
  page,
  pagesPerVisit,
  REF_ALPHABET,
  RETURN_RATE,
  SECOND_MS,
  SOCIAL_PROFILES,
  SOFTWARE,
  SUBMIT,
  text,
} from "./site-traffic";

interface Visitor {
  visitor: string;
  device: DeviceType;
  browser: string;
  os: string;
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
    const type = device(random);
    const [browser, os] = SOFTWARE[type](random);
    return {
      visitor: Array.from({ length: 22 }, () => BASE64URL.charAt(Math.floor(random() * 64))).join(""),
      device: type,
      browser,
      os,
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
        browser: who.browser,
        os: who.os,
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
        // The header's "Start a project", marked as a goal's element (data-goal) on the site.
        if (random() < 0.02) {
          add(moment(), "link_click", path, {
            link_url: `${site}${scheme.localizePath("/", who.locale)}`,
            link_text: text(who.locale, "nav.startProject"),
            goal: "header-start-project",
          });
        }
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
