import { createContext, use } from "react";
import href from "../app.css?url";
import { CspNonce } from "./nonce";

/**
 * The stylesheet's text: the server's entry reads it from the build, the browser's entry from the page it
 * received (`stylesheetInPage`), so it never reaches the browser's bundles.
 */
export const StylesheetText = createContext("");

/** The text of the stylesheet the server inlined into the current page. */
export function stylesheetInPage(): string {
  return document.querySelector("style[data-stylesheet]")?.textContent ?? "";
}

/**
 * The site's one stylesheet (about 7 KB gzip). In production it is inlined into every page's head, so the
 * first paint waits for no request. In development it is linked, so that Vite reloads it on every change.
 */
export function Stylesheet() {
  const text = use(StylesheetText);
  const nonce = use(CspNonce);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  return <style data-stylesheet="" nonce={nonce} dangerouslySetInnerHTML={{ __html: text }} />;
}
