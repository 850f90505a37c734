import { describe, expect, it } from "vitest";
import { hrefsOf, LOCALES, message, pageHtml, scheme, textOf } from "../support/pages";
import { sharedServer } from "../support/shared-server";

// A server that this file only reads from: the shared one (decision 031).
const server = sharedServer();

describe.each(LOCALES)("the careers page in %s", (locale) => {
  it("says what working here is like, the roles hired for and how hiring works, then offers the CV link", async () => {
    const html = await pageHtml(server, scheme.localizePath("/careers", locale));
    const text = textOf(html);
    for (const key of [
      "company.careers.lifeTitle",
      "company.careers.life.review.title",
      "company.careers.rolesTitle",
      "company.careers.role.iot",
      "company.careers.stepsTitle",
      "company.careers.step.task.text",
      "company.careers.noOpenings",
    ] as const) {
      expect(text, key).toContain(textOf(message(locale, key)));
    }
    // Six roles, four steps, in the prerendered page itself.
    expect((html.match(/<ul[^>]*data-roles[^>]*>[\s\S]*?<\/ul>/)?.[0].match(/<li /g) ?? []).length).toBe(6);
    expect((html.match(/<ol[^>]*>[\s\S]*?<\/ol>/)?.[0].match(/<li /g) ?? []).length).toBe(4);
    // SPEC's one way in: "Send Your CV", a mail with the application's subject.
    const subject = encodeURIComponent(message(locale, "company.careers.mailSubject"));
    expect(
      hrefsOf(html).filter((href) => href?.startsWith("mailto:") && href.endsWith(`?subject=${subject}`)),
    ).toHaveLength(1);
    expect(text).toContain(message(locale, "company.careers.sendCv"));
  });
});
