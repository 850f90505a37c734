import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./namespaces";

const MESSAGES_DIR = path.join(import.meta.dirname, "messages");

/** The labels of the site's buttons and button-styled links (public pages and the staff area). */
const BUTTONS = [
  "nav.startProject",
  "action.back",
  "action.backHome",
  "notFound.home",
  "error.refresh",
  "backToTop",
  "newsletter.submit",
  "company.careers.sendCv",
  "company.contact.form.submit",
  "content.readCaseStudy",
  "content.readPost",
  "home.hero.explore",
  "home.hero.contact",
  "home.services.learnMore",
  "homeSections.contact.form.submit",
  "homeSections.about.cta",
  "homeSections.caseStudies.cta",
  "homeSections.cta.button",
  "services.detail.consult",
  "services.notFound.back",
  "newsletterPage.home",
  "newsletterPage.confirm.button",
  "newsletterPage.unsubscribe.button",
  "admin.compose.open",
  "admin.export",
  "admin.invitation.signIn",
  "admin.leads.showAll",
  "admin.list.showMore",
  "admin.newsletter.export",
  "admin.security.passkeys.add",
  "admin.security.recovery.replace",
  "admin.security.totp.remove",
  "admin.security.totp.setUp",
  "admin.staff.back",
  "admin.staff.invite.copy",
  "admin.submit",
  "admin.tryAgain",
  "admin.view.compareNone",
  "admin.view.reset",
];

/** Words written with a capital in any position: names, acronyms, and Indonesian's polite "Anda". */
const PROPER = new Set(["WhatsApp", "CV", "CSV", "RSS", "Nusantara", "Digital", "Anda"]);

function messages(locale: string): Record<string, string> {
  return Object.assign(
    {},
    ...NAMESPACES.map((namespace) =>
      JSON.parse(fs.readFileSync(path.join(MESSAGES_DIR, locale, `${namespace}.json`), "utf8")),
    ),
  );
}

/** Texts the product's requirements quote, which the site shows exactly (docs/PRODUCT.md). */
const EXACT = new Set(
  [...fs.readFileSync(path.join(import.meta.dirname, "../../docs/PRODUCT.md"), "utf8").matchAll(/"([^"]+)"/g)].map(
    (match) => (match[1] ?? "").replace(/\s+/g, " "),
  ),
);

const sentenceCase = (label: string) =>
  label
    .split(/\s+/)
    .slice(1)
    .every((word) => PROPER.has(word.replace(/[^\p{L}]/gu, "")) || !/^\p{Lu}/u.test(word));

describe("button labels", () => {
  it.each(["en", "id"])("follow one rule in %s: sentence case, bar the product's exact labels", (locale) => {
    const all = messages(locale);
    const offending = BUTTONS.filter((key) => {
      const label = all[key] ?? "";
      expect(label, key).toBeTruthy();
      return !sentenceCase(label) && !(locale === "en" && EXACT.has(label));
    }).map((key) => `${key}: ${all[key]}`);
    expect(offending).toEqual([]);
  });

  it("keep the product's exact labels in English", () => {
    const all = messages("en");
    for (const label of ["Send Message", "Send Your CV", "Back to Home", "Request a Consultation", "Refresh Page"]) {
      expect(Object.values(all)).toContain(label);
      expect(EXACT.has(label), label).toBe(true);
    }
  });
});
