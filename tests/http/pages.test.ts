import { describe, expect, it } from "vitest";
import type { MessageKey } from "../../app/i18n/keys";
import { LANGUAGES } from "../../app/i18n/locales";
import { SERVICE_IDS, SERVICE_PLANS } from "../../app/services/catalog";
import { formatPlan } from "../../app/services/plan-format";
import {
  allMessages,
  attribute,
  formatted,
  h1Of,
  headingKey,
  LOCALES,
  linkTags,
  message,
  PUBLIC_PATHS,
  scheme,
  textOf,
} from "../support/pages";
import { sharedServer } from "../support/shared-server";

/** English messages long enough to be sentences (names and product labels are the same in every language). */
const englishSentences = () =>
  Object.values(allMessages("en")).filter((text) => text.length > 24 && !text.includes("{"));
const ownSentences = (locale: (typeof LOCALES)[number]) => new Set(Object.values(allMessages(locale)));

// A server that this file only reads from: the shared one (decision 031).
const server = sharedServer();

const pages = LOCALES.flatMap((locale) =>
  [...PUBLIC_PATHS, "/admin"].map((page) => ({ locale, page, path: scheme.localizePath(page, locale) })),
);

describe("every route in every language", () => {
  it.each(pages)(
    "$path answers 200 with its heading in the page's language, without JavaScript",
    async ({ locale, page, path }) => {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<html lang="${LANGUAGES[locale].tag}"`);
      expect(h1Of(html)).toBe(message(locale, headingKey(page)));
      // Everything in reading order, nothing parked in hidden segments for a script to move into place.
      expect(html).not.toMatch(/<div hidden id="S:|<template id="B:/);
      expect(html).not.toContain("modulepreload");
      // Every link's text says where it leads (search engines and screen-reader link lists read it alone).
      const vague = [...html.matchAll(/<a\b[^>]*>(.*?)<\/a>/gs)]
        .map((link) => textOf(link[1] ?? "").toLowerCase())
        .filter((text) => ["learn more", "more", "click here", "here", "read more"].includes(text));
      expect(vague).toEqual([]);
      // Text is shown as written: nothing forced to capitals ("IoT", "DevOps" stay as they are).
      if (page !== "/admin") expect(html).not.toMatch(/class="[^"]*\buppercase\b/);
    },
  );

  it.each(pages)("$path shows no raw message key and no text of another language", async ({ locale, path }) => {
    const html = await (await fetch(server.url + path)).text();
    const body = textOf(html.slice(html.indexOf("<body")).replace(/<script[\s\S]*?<\/script>/g, ""));
    expect(body).not.toMatch(
      /\b(home|services|serviceDetail|company|legal|admin|newsletter|meta|nav|footer)\.[a-z][\w-]*\.[\w.-]+/,
    );
    if (locale === "en") return;
    const leftovers = englishSentences().filter(
      (sentence) => body.includes(sentence) && !ownSentences(locale).has(sentence),
    );
    expect(leftovers).toEqual([]);
  });

  it("serves a language's home page without the trailing slash, and leads there from the spelling with it", async () => {
    for (const path of ["/ja", "/ja/"]) {
      const response = await fetch(server.url + path);
      expect(response.url).toBe(`${server.url}/ja`);
      expect(h1Of(await response.text())).toBe(message("ja", "home.hero.title"));
    }
  });

  it.each(LOCALES)("the legal pages in %s are articles with their own heading", async (locale) => {
    for (const page of ["/terms-of-service", "/privacy-policy", "/cookie-policy"]) {
      const html = await (await fetch(server.url + scheme.localizePath(page, locale))).text();
      const article = html.match(/<article\b[^>]*>([\s\S]*?)<\/article>/)?.[1] ?? "";
      expect(h1Of(article), page).toBe(message(locale, headingKey(page)));
    }
  });

  it("shows the footer tagline and contact details unchanged in every language", async () => {
    for (const locale of LOCALES) {
      const html = await (await fetch(server.url + scheme.localizePath("/about", locale))).text();
      expect(html).toContain("Solusi digital untuk negeri");
      expect(html).toContain("halo@nusantaradigital.co.id");
      expect(html).toContain("+62 21 5081 7788");
      expect(html).toContain(`© ${new Date().getFullYear()}`);
    }
  });

  it("links only to social profiles that have an address", async () => {
    const html = await (await fetch(server.url)).text();
    expect(html).toContain('href="https://github.com/nusantara-digital"');
    expect(html).not.toMatch(/>LinkedIn</);
    expect(html).not.toMatch(/href=""/);
  });
});

/** A 404 names no URL as its own: no canonical, no hreflang alternates, no og:url. */
function expectNoUrlOfItsOwn(html: string) {
  expect(linkTags(html, "canonical")).toEqual([]);
  expect(linkTags(html, "alternate")).toEqual([]);
  expect(html).not.toContain('property="og:url"');
}

describe("unknown paths", () => {
  it.each(LOCALES)("answer 404 with the 404 page in %s", async (locale) => {
    const response = await fetch(server.url + scheme.localizePath("/no-such-page", locale));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(h1Of(html)).toBe(message(locale, "notFound.title"));
    expect(html).toContain(message(locale, "notFound.home"));
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    expectNoUrlOfItsOwn(html);
  });

  it.each(LOCALES)("an unknown service id answers 404 with Service Not Found in %s", async (locale) => {
    const response = await fetch(server.url + scheme.localizePath("/services/blockchain", locale));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(h1Of(html)).toBe(message(locale, "services.notFound.title"));
    expect(html).toContain(message(locale, "services.notFound.back"));
    expectNoUrlOfItsOwn(html);
  });

  it("an unknown language prefix is a 404, not a page", async () => {
    const response = await fetch(`${server.url}/fr/about`);
    expect(response.status).toBe(404);
  });

  it("logs the path that was not found", async () => {
    await fetch(`${server.url}/missing-for-the-log`);
    await server.waitForOutput(/"path":"\/missing-for-the-log","status":404/);
  });
});

describe("service aliases", () => {
  const aliases = {
    "iot-integration": "iot-technology",
    "hr-management": "hr-systems",
    "system-integration": "custom-software",
  };
  const cases = LOCALES.flatMap((locale) => Object.entries(aliases).map(([alias, id]) => ({ locale, alias, id })));

  it.each(cases)(
    "/services/$alias in $locale redirects permanently to /services/$id",
    async ({ locale, alias, id }) => {
      const response = await fetch(server.url + scheme.localizePath(`/services/${alias}`, locale), {
        redirect: "manual",
      });
      expect(response.status).toBe(308);
      expect(new URL(response.headers.get("location") ?? "", server.url).pathname).toBe(
        scheme.localizePath(`/services/${id}`, locale),
      );
    },
  );
});

describe("the staff area", () => {
  it("is kept out of search engines by header and meta tag", async () => {
    const response = await fetch(`${server.url}/admin`);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain('name="robots" content="noindex, nofollow"');
  });
});

describe("service pages that sell", () => {
  const servicePages = LOCALES.flatMap((locale) => SERVICE_IDS.map((id) => ({ locale, id })));

  it.each(servicePages)(
    "/$locale/services/$id shows its visual, process, ranges, questions and consultation card",
    async ({ locale, id }) => {
      const html = await (await fetch(server.url + scheme.localizePath(`/services/${id}`, locale))).text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      const text = textOf(main);
      const service = message(locale, `service.${id}`);
      const pictures = [...main.matchAll(/<svg\b[^>]*role="img"[^>]*>/g)].map((tag) => attribute(tag[0], "aria-label"));
      expect(pictures).toContain(formatted(locale, "services.detail.visual", { service }));
      for (const step of ["process1", "process2", "process3", "process4"] as const) {
        expect(text).toContain(message(locale, `serviceDetail.${id}.${step}.title`));
      }
      const plan = formatPlan(SERVICE_PLANS[id], locale);
      expect(text).toContain(plan.weeks.replace(/\s/g, " "));
      expect(text).toContain(plan.budget.replace(/\s/g, " "));
      // Four questions, each a native disclosure (no script), its answer in the page.
      expect(main.match(/<details/g)).toHaveLength(4);
      expect(text).toContain(textOf(message(locale, `serviceDetail.${id}.faq4.a`)));
      // The consultation card: the landing page's project form with this service filled in.
      expect(main).toContain(`href="${scheme.localizePath("/", locale)}?project=${id}#contact"`);
      expect(text).toContain(message(locale, "services.detail.consult"));
    },
  );

  it("breaks a Japanese heading between its phrases (BudouX), and no other language's", async () => {
    const heading = async (path: string) =>
      (await (await fetch(server.url + path)).text()).match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1] ?? "";
    // 「ビジネスを前進させるソフトウェアを」: three phrases, a break opportunity between each, none inside one.
    const ja = await heading("/ja");
    expect(ja).toContain("data-phrases");
    expect(ja.match(/<wbr\/>/g)?.length).toBeGreaterThanOrEqual(2);
    expect(textOf(ja)).toBe(message("ja", "home.hero.title"));
    expect(ja).not.toMatch(/前<wbr\/>進|ソフト<wbr\/>ウェア/);
    expect(await heading("/")).not.toContain("<wbr");
  });
});

describe("legal pages", () => {
  it.each(LOCALES)("show the label of each item the privacy policy collects in bold (%s)", async (locale) => {
    const html = await (await fetch(server.url + scheme.localizePath("/privacy-policy", locale))).text();
    const section = html.slice(
      html.indexOf('<section id="collected"'),
      html.indexOf("</section>", html.indexOf('<section id="collected"')),
    );
    const labels = [...section.matchAll(/<strong[^>]*>(.*?)<\/strong>/g)].map((match) => textOf(match[1] ?? ""));
    expect(labels).toHaveLength(7);
    for (const label of labels) expect(label).toMatch(/^.{2,60}[:：]$/);
    // A full-width colon is not followed by a space.
    if (locale === "ja" || locale === "zh") expect(section).not.toMatch(/：<\/strong> /);
  });

  it.each(LOCALES)("number their sections and list them in a table of contents (%s)", async (locale) => {
    const html = await (await fetch(server.url + scheme.localizePath("/terms-of-service", locale))).text();
    const contents = html.slice(
      html.indexOf('aria-labelledby="contents"'),
      html.indexOf("</nav>", html.indexOf('aria-labelledby="contents"')),
    );
    const targets = [...contents.matchAll(/href="#([\w-]+)"/g)].map((match) => match[1]);
    expect(targets).toHaveLength(9);
    targets.forEach((target, index) => {
      const section = html.match(new RegExp(`<section id="${target}"[^>]*>\\s*<h2[^>]*>(.*?)</h2>`, "s"));
      expect(textOf(section?.[1] ?? "")).toBe(
        `${index + 1}. ${message(locale, `legal.terms.${target}` as MessageKey)}`,
      );
    });
  });
});
