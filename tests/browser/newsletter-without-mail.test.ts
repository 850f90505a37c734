import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { readingBrowserSuite } from "../support/browser-suite";
import { LOCALES, message, scheme } from "../support/pages";

// The shared server runs without SMTP_URL, as a production server whose operator set up no mail.
const suite = readingBrowserSuite();

describe("the footer of a server that cannot send mail", () => {
  it.each(LOCALES)("offers the blog and a message instead of a sign-up that would be refused (%s)", async (locale) => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(suite.server.url + scheme.localizePath("/careers", locale));
    expect(await page.locator("html").getAttribute("data-mail")).toBe("off");
    const footer = page.locator("footer");
    // No sign-up box: neither its heading nor its field is shown, and nothing of it is read out.
    expect(await footer.getByRole("heading", { name: message(locale, "newsletter.title"), exact: true }).count()).toBe(
      0,
    );
    expect(await footer.getByRole("textbox").count()).toBe(0);
    // What stands in for it (the server's mark and the stylesheet choose, no script).
    const heading = footer.getByRole("heading", { name: message(locale, "footer.follow.title") });
    expect(await heading.isVisible()).toBe(true);
    const blog = footer.getByRole("link", { name: message(locale, "footer.follow.blog") });
    expect(await blog.getAttribute("href")).toBe(scheme.localizePath("/blog", locale));
    const contact = footer.getByRole("link", { name: message(locale, "footer.follow.contact") });
    expect(await contact.getAttribute("href")).toBe(scheme.localizePath("/contact", locale));
    for (const profile of ["Instagram", "YouTube"])
      expect(await footer.getByRole("link", { name: profile }).isVisible(), profile).toBe(true);
    await contact.click();
    await page.waitForURL(suite.server.url + scheme.localizePath("/contact", locale));
    expect(await page.locator("main form").isVisible()).toBe(true);
    // A page that has the form, or ends with a call to it, does not offer it again at its foot.
    expect(await footer.getByRole("link", { name: message(locale, "footer.follow.contact") }).count()).toBe(0);
    await page.goto(suite.server.url + scheme.localizePath("/about", locale));
    expect(await page.locator("main > *").last().locator(`a[href$="#contact"]`).count()).toBe(1);
    expect(await footer.getByRole("link", { name: message(locale, "footer.follow.contact") }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
