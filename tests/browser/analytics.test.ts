import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LEAD_REF_PATTERN } from "../../app/contact/lead-ref";
import { SERVICE_IDS } from "../../app/services/catalog";
import { browserSuite } from "../support/browser-suite";
import { queryDatabase } from "../support/database";
import { message } from "../support/pages";

/** A phone's browser as the server sees it (the server drops what headless browsers send, as bots). */
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

const suite = browserSuite({ browserArgs: [`--user-agent=${PHONE}`] });

interface Row {
  name: string;
  page: string;
  properties: string;
}

function stored(): Row[] {
  return queryDatabase<Row>(suite.server.dataDir, "select name, page, properties from analytics_events order by rowid");
}

/** A visitor's browser; `allowed` opts this automated browser in, as the tracker requires. */
async function visitor(allowed: boolean): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await suite.browser.newContext({ viewport: { width: 412, height: 823 } });
  if (allowed) await context.addInitScript(() => localStorage.setItem("analytics-automation", "allow"));
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

describe("the tracker on a real page", () => {
  it("records the page view, scroll depth, a link click and the exit, each page view once", async () => {
    const before = stored().length;
    const { page, close } = await visitor(true);
    await page.goto(`${suite.server.url}/`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    const id = SERVICE_IDS[0];
    await page.locator("#services").scrollIntoViewIfNeeded();
    await page
      .getByRole("link", { name: `${message("en", "home.services.learnMore")}: ${message("en", `service.${id}`)}` })
      .click();
    // The toast, then a navigation inside the browser: the service page is a page view of its own.
    await page.waitForURL(`${suite.server.url}/services/${id}`);
    const servicePage = `/services/${id}`;
    const exits = () =>
      stored()
        .slice(before)
        .filter((row) => row.name === "page_exit").length;
    await expect.poll(() => stored().some((row) => row.name === "page_view" && row.page === servicePage)).toBe(true);
    // Leaving the site: the last page's exit goes out as a beacon.
    await page.goto("about:blank");
    await expect.poll(exits).toBe(2);
    await close();
    const rows = stored().slice(before);
    const names = (page: string) => rows.filter((row) => row.page === page).map((row) => row.name);
    expect(names("/").filter((name) => name === "page_view")).toHaveLength(1);
    expect(names("/")).toEqual(expect.arrayContaining(["page_view", "scroll_depth", "link_click", "page_exit"]));
    expect(names(`/services/${id}`)).toEqual(expect.arrayContaining(["page_view", "page_exit"]));
    const depths = rows
      .filter((row) => row.name === "scroll_depth" && row.page === "/")
      .map((row) => JSON.parse(row.properties).percent);
    expect(depths).toEqual([25, 50, 75, 100]);
    // "Learn more" is a link to the service page: its click names the page it leads to.
    const click = rows.find((row) => row.name === "link_click" && row.page === "/");
    expect(JSON.parse(click?.properties ?? "{}").link_url).toMatch(new RegExp(`/services/${id}$`));
    const view = rows.find((row) => row.name === "page_view" && row.page === "/");
    expect(JSON.parse(view?.properties ?? "{}")).toEqual({
      page_name: "home",
      page_title: message("en", "meta.home.title"),
      page_location: `${suite.server.url}/`,
    });
  });

  it("counts a page view again when back or forward shows a page once more", async () => {
    const before = stored().length;
    const { page, close } = await visitor(true);
    await page.goto(`${suite.server.url}/about`);
    await hydrated(page);
    await page.locator('footer a[href="/careers"]').click();
    await page.waitForURL(`${suite.server.url}/careers`);
    await hydrated(page);
    const views = (path: string) =>
      stored()
        .slice(before)
        .filter((row) => row.name === "page_view" && row.page === path).length;
    // Restored from the back/forward cache or loaded again, each showing is one page view. The visitor looks at
    // the page shown again before going on: a page loaded anew runs the tracker after its first paint, and one
    // left before that is not a view.
    await page.goBack();
    await page.waitForURL(`${suite.server.url}/about`);
    await expect.poll(() => views("/about")).toBe(2);
    await page.goForward();
    await page.waitForURL(`${suite.server.url}/careers`);
    await expect.poll(() => [views("/about"), views("/careers")]).toEqual([2, 2]);
    await close();
  });

  it("records a change of language on the page it was made, then the page view in the new language", async () => {
    const before = stored().length;
    const { page, close } = await visitor(true);
    await page.goto(`${suite.server.url}/about`);
    await hydrated(page);
    await page.locator('header button[aria-controls="language-list"]').click();
    await page.locator('header a[hreflang="ja"]').click();
    await page.waitForURL(`${suite.server.url}/ja/about`);
    const rows = () => stored().slice(before);
    await expect.poll(() => rows().some((row) => row.name === "page_view" && row.page === "/ja/about")).toBe(true);
    const change = rows().find((row) => row.name === "language_change");
    expect(change?.page).toBe("/about");
    expect(JSON.parse(change?.properties ?? "{}")).toEqual({ new_language: "ja" });
    // Leave, and let the exit arrive before the next test counts.
    await page.goto("about:blank");
    await expect.poll(() => rows().some((row) => row.name === "page_exit" && row.page === "/ja/about")).toBe(true);
    await close();
  });

  it("counts a view of the 404 page as the not-found bucket, and a link without its query", async () => {
    const before = stored().length;
    const { page, close } = await visitor(true);
    await page.goto(`${suite.server.url}/no-such-page-${Date.now()}?utm_source=somewhere`);
    await hydrated(page);
    // A link whose query carries what a visitor typed (the WhatsApp hand-over's prefilled message, say).
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "https://wa.me/6281234567890?text=Halo%20saya%20Budi";
      link.textContent = "WhatsApp";
      link.addEventListener("click", (event) => event.preventDefault());
      document.body.append(link);
    });
    // The visitor's own click: a click a script makes is no visitor's.
    await page.getByRole("link", { name: "WhatsApp" }).click();
    const rows = () => stored().slice(before);
    // Leave, and let the exit arrive before the next test counts.
    await page.goto("about:blank");
    await expect.poll(() => rows().some((row) => row.name === "page_exit"), { timeout: 5000 }).toBe(true);
    await close();
    const view = rows().find((row) => row.name === "page_view");
    expect(view?.page).toBe("(not found)");
    expect(JSON.parse(view?.properties ?? "{}")).toMatchObject({
      page_name: "(not found)",
      page_location: suite.server.url,
    });
    const click = rows().find((row) => row.name === "link_click");
    expect(click?.page).toBe("(not found)");
    expect(JSON.parse(click?.properties ?? "{}")).toEqual({
      link_url: "https://wa.me/6281234567890",
      link_text: "WhatsApp",
    });
  });

  it("sends the referring page without its query and the landing URL's UTM tags, nothing else of its query", async () => {
    const before = stored().length;
    const { page, close } = await visitor(true);
    await page.goto(`${suite.server.url}/about?utm_source=x&utm_campaign=y&other=secret`, {
      referer: "https://news.example.com/story/42?id=secret#top",
    });
    await hydrated(page);
    const rows = () => stored().slice(before);
    await page.goto("about:blank");
    await expect.poll(() => rows().some((row) => row.name === "page_exit")).toBe(true);
    await close();
    const view = rows().find((row) => row.name === "page_view");
    expect(view?.page).toBe("/about");
    expect(JSON.parse(view?.properties ?? "{}")).toEqual({
      page_name: "about",
      page_title: message("en", "meta.about.title"),
      page_location: `${suite.server.url}/about`,
      referrer: "https://news.example.com/story/42",
      utm_source: "x",
      utm_campaign: "y",
    });
    expect(
      rows()
        .map((row) => row.properties)
        .join(),
    ).not.toMatch(/secret|other/);
  });

  it("records a WhatsApp hand-over with the message's reference code and the service, never what was typed", async () => {
    const before = stored().length;
    const { page, close } = await visitor(true);
    await page.addInitScript(() => {
      window.open = (url?: string | URL) => {
        (window as unknown as { opened: string[] }).opened.push(String(url));
        return null;
      };
      (window as unknown as { opened: string[] }).opened = [];
    });
    const handOver = async (form: ReturnType<Page["locator"]>, submit: string) => {
      await form.getByRole("button", { name: submit }).click();
      const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
      const text = new URL(opened.at(-1) ?? "").searchParams.get("text") ?? "";
      return (
        text
          .split("\n")
          .at(-1)
          ?.replace(/^Ref: /, "") ?? ""
      );
    };
    // A service page's Request a Consultation: the project field holds the service's name.
    await page.goto(`${suite.server.url}/id?project=hr-systems#contact`);
    await hydrated(page);
    const landing = page.locator("#contact form");
    const project = landing.getByLabel(message("id", "homeSections.contact.form.project"), { exact: true });
    await expect.poll(() => project.inputValue()).toBe(message("id", "service.hr-systems"));
    await landing.getByLabel(message("id", "homeSections.contact.form.name"), { exact: true }).fill("Budi Santoso");
    const first = await handOver(landing, message("id", "homeSections.contact.form.submit"));
    // The visitor writes a project of their own: no service.
    await project.fill("Aplikasi kasir rahasia");
    const second = await handOver(landing, message("id", "homeSections.contact.form.submit"));
    // The contact page's form has no project field: the service is that of ?project=.
    await page.goto(`${suite.server.url}/contact?project=web-development`);
    await hydrated(page);
    const third = await handOver(page.locator("main form"), message("en", "company.contact.form.submit"));
    for (const ref of [first, second, third]) expect(ref).toMatch(LEAD_REF_PATTERN);
    expect(new Set([first, second, third]).size).toBe(3);
    const rows = () => stored().slice(before);
    const handovers = () => rows().filter((row) => row.name === "whatsapp_handover");
    await expect.poll(() => handovers().length).toBe(3);
    expect(handovers().map((row) => [row.page, JSON.parse(row.properties)])).toEqual([
      ["/id", { ref: first, service: "hr-systems" }],
      ["/id", { ref: second }],
      ["/contact", { ref: third, service: "web-development" }],
    ]);
    await page.goto("about:blank");
    await expect.poll(() => rows().some((row) => row.name === "page_exit")).toBe(true);
    await close();
    expect(
      rows()
        .map((row) => row.properties)
        .join(),
    ).not.toMatch(/Budi|rahasia/);
  });

  it("sends nothing from the staff area, nor from an automated browser that did not opt in", async () => {
    const before = stored().length;
    const closers: (() => Promise<void>)[] = [];
    for (const [allowed, path] of [
      [true, "/admin"],
      [false, "/about"],
      // Last, a visitor who is counted: once their page view is stored, what the others sent would be too.
      [true, "/contact"],
    ] as const) {
      const { page, close } = await visitor(allowed);
      await page.goto(suite.server.url + path);
      await hydrated(page);
      await page.mouse.wheel(0, 400);
      // Leaving sends what waits (as a beacon); the browser stays open until it has gone out.
      await page.goto("about:blank");
      closers.push(close);
    }
    await expect
      .poll(() =>
        stored()
          .slice(before)
          .some((row) => row.page === "/contact"),
      )
      .toBe(true);
    for (const close of closers) await close();
    expect(
      stored()
        .slice(before)
        .filter((row) => row.page !== "/contact"),
    ).toEqual([]);
  });
});
