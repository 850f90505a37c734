import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";

/** What one Lighthouse run says about one page. Bytes are gzip; times are simulated mobile milliseconds. */
export interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
  /** The page's own HTML (inline SVG visuals included). */
  htmlBytes: number;
  /** Images and fonts (decision 020: at most 250 KB on a first load). */
  mediaBytes: number;
  requests: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Stylesheets inlined into the document count as CSS too (gzip of their text). */
function inlineCssBytes(html: string): number {
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
  return styles ? gzipSync(styles, { level: 9 }).length : 0;
}

/**
 * One Lighthouse run with its default settings: the mobile preset (Moto G Power screen, 4x CPU slowdown) and
 * simulated throttling (slow 4G), in the Chromium listening on `port`.
 */
export async function auditPage(url: string, port: number, attempts = 3): Promise<PageRun> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // A trace can fail to record on a busy machine (NO_NAVSTART, NO_FCP): the page is measured again.
    if (attempts > 1) return auditPage(url, port, attempts - 1);
    throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  }
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] })?.items ?? []).filter(
    (request) => !request.url.startsWith("data:"),
  );
  const bytesOf = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const html = await (await fetch(url)).text();
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    jsBytes: bytesOf("Script"),
    cssBytes: bytesOf("Stylesheet") + inlineCssBytes(html),
    htmlBytes: bytesOf("Document"),
    mediaBytes: bytesOf("Image") + bytesOf("Font"),
    requests: requests.length,
  };
}
