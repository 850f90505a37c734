import type { Page } from "playwright-core";
import { expect } from "vitest";
import { ANIMATION } from "../../app/config/constants";

/** The landing page's services grid as a browser test sees it: its cards, their reveal delays, and scrolling to it. */
export const cards = (page: Page) => page.locator("#services ul > li[data-reveal]");

export async function cardDelays(page: Page): Promise<number[]> {
  return cards(page).evaluateAll((items) =>
    items.map((item) => Number.parseFloat(getComputedStyle(item).transitionDelay.split(",")[0] ?? "0") * 1000),
  );
}

/**
 * The cards' delays, as steps of the stagger: [0, 1, 2, ...] when they appear top to bottom. The stagger itself is
 * the normal one or, when the page judges the device low-powered, the reduced one: a busy machine can draw under 30
 * frames a second, which is what the page takes for a low-power device.
 */
export async function cardOrder(page: Page): Promise<number[]> {
  const delays = await cardDelays(page);
  const step = Math.max(...delays) / (delays.length - 1);
  expect([ANIMATION.cardStaggerNormalMs, ANIMATION.cardStaggerReducedMs]).toContain(Math.round(step));
  return delays.map((delay) => delay / step);
}

export async function scrollTo(page: Page, y: number | "services" | "bottom") {
  await page.evaluate((target) => {
    const top =
      target === "services"
        ? (document.querySelector("#services ul")?.getBoundingClientRect().top ?? 0) + window.scrollY - 200
        : target === "bottom"
          ? document.body.scrollHeight
          : target;
    window.scrollTo({ top, behavior: "instant" });
  }, y);
  await framesPassed(page);
}

/**
 * The page sees a scroll in its next rendering steps (the scroll event, then the observers): two frames on, it
 * has seen the position, however busy the machine. A fixed pause can pass without a frame, and the page never
 * learns that the visitor went there (scrolling up from the bottom then looks like scrolling down from the top).
 */
export const framesPassed = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The services grid's island is interactive (its code may arrive late on a busy machine). */
export const gridReady = (page: Page) =>
  page.locator('[data-island="services"][data-ready]').waitFor({ state: "attached" });
