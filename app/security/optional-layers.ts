import type { SECURITY_LAYERS } from "~/config/build";
import { DEVTOOLS_CHECK, DOM_INTEGRITY_CHECK_MS } from "~/config/constants";
import { recordSecurityEvent } from "./client-log";

/** The warning of docs/PRODUCT.md#fixed-messages when developer tools seem open. */
export const DEVTOOLS_WARNING = "Developer tools detected. Unauthorized access is monitored.";

/**
 * Warns (once per opening) when the window is much larger than its page area, as docked developer tools
 * make it; a heuristic, as docs/PRODUCT.md#optional-security-layers describes it. Nothing on the page changes.
 */
export function watchDevtools(view: Window = window): () => void {
  let open = false;
  const timer = setInterval(() => {
    const gap = Math.max(view.outerWidth - view.innerWidth, view.outerHeight - view.innerHeight);
    const now = gap > DEVTOOLS_CHECK.gapPx;
    if (now && !open) {
      console.warn(DEVTOOLS_WARNING);
      recordSecurityEvent("devtools_detected", { gap });
    }
    open = now;
  }, DEVTOOLS_CHECK.intervalMs);
  return () => clearInterval(timer);
}

/**
 * Turns off the browser's context menu on the page, except in form fields and editable text, where
 * copying and pasting must keep working. Keyboard use and assistive technology are not affected.
 */
export function blockContextMenu(target: Document = document): () => void {
  const block = (event: Event) => {
    if (event.target instanceof Element && event.target.closest("input, textarea, select, [contenteditable]")) return;
    event.preventDefault();
  };
  target.addEventListener("contextmenu", block);
  return () => target.removeEventListener("contextmenu", block);
}

/**
 * Looks every few seconds for scripts, frames and plugins from another origin (which the site never
 * uses, so an extension or an injection put them there) and records each once.
 */
export function watchDomIntegrity(target: Document = document): () => void {
  const reported = new Set<string>();
  const check = () => {
    for (const element of target.querySelectorAll("script[src], iframe[src], object[data], embed[src]")) {
      const source = element.getAttribute("src") ?? element.getAttribute("data") ?? "";
      let url: URL;
      try {
        url = new URL(source, target.baseURI);
      } catch {
        continue;
      }
      if (url.origin === new URL(target.baseURI).origin || reported.has(url.href)) continue;
      reported.add(url.href);
      recordSecurityEvent("dom_integrity", { element: element.tagName.toLowerCase(), source: url.href.slice(0, 300) });
    }
  };
  const timer = setInterval(check, DOM_INTEGRITY_CHECK_MS);
  return () => clearInterval(timer);
}

/** Starts the layers the build turned on. */
export function startSecurityLayers(layers: typeof SECURITY_LAYERS): void {
  if (layers.devtoolsCheck) watchDevtools();
  if (layers.blockContextMenu) blockContextMenu();
  if (layers.domIntegrityCheck) watchDomIntegrity();
}
