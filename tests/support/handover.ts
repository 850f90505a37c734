import type { Page } from "playwright-core";
import { expect } from "vitest";
import { LEAD_REF_PATTERN } from "../../app/contact/lead-ref";

/** Makes the page keep the WhatsApp chats it opens (in `window.opened`) instead of opening tabs. */
export async function captureHandovers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.open = (url?: string | URL) => {
      (window as unknown as { opened: string[] }).opened.push(String(url));
      return null;
    };
    (window as unknown as { opened: string[] }).opened = [];
  });
}

/** The text of the one WhatsApp chat the page opened, and the reference code on its last line. */
export async function handedOver(page: Page): Promise<{ text: string; ref: string }> {
  const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  expect(opened).toHaveLength(1);
  const url = new URL(opened[0] ?? "");
  expect(url.origin).toBe("https://wa.me");
  const text = url.searchParams.get("text") ?? "";
  const ref =
    text
      .split("\n")
      .at(-1)
      ?.replace(/^Ref: /, "") ?? "";
  expect(ref).toMatch(LEAD_REF_PATTERN);
  return { text, ref };
}
