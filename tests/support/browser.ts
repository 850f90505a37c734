import { type Browser, chromium } from "playwright-core";

/**
 * The system Chromium (or CHROME_PATH); test tools never download a browser of their own. `extraArgs`
 * are further command-line switches, e.g. `--user-agent=…`, which unlike a context's user agent also
 * covers requests the browser sends after a page is gone (beacons).
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extraArgs,
    ],
  });
}
