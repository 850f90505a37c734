const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Removes the `<link rel="modulepreload">` tags React Router puts in the head. Preloaded at high priority,
 * the hydration code (about 125 KB gzip) competes with the document for the network and the main thread,
 * and the first paint waits behind it: Lighthouse's simulated mobile LCP measured 2.0–2.4 s with the tags
 * and 0.8–1.1 s without (docs/decisions/009). The module script at the end of the body still loads every
 * module; the browser finds them once the page is parsed.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}
