import type { Page } from "playwright-core";

/** Tabs that already record each document's violations (a tab reused from test to test gets the script once). */
const watched = new WeakSet<Page>();

/**
 * Records every Content-Security-Policy violation of a page (the DOM's securitypolicyviolation events and
 * the browser's console messages about the policy) from its first script on; call before navigating.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  if (watched.has(page)) return violationsOf(page, messages);
  watched.add(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violationsOf(page, messages);
}

/** The console's messages about the policy, then the violations of the document now in the tab. */
const violationsOf = (page: Page, messages: string[]) => async () => [
  ...messages,
  ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
];
