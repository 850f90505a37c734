import { createContext, use } from "react";
import href from "../app.css?url";

/** The stylesheet's text. Only the server's entry provides it, so it never reaches the browser's bundles. */
export const StylesheetText = createContext("");

/**
 * The site's one stylesheet (about 7 KB gzip). In production it is inlined into every page's head, so the
 * first paint waits for no request. In the browser the context is empty: React neither compares nor patches
 * inner HTML while hydrating, so the element keeps the text the server sent. In development it is linked,
 * so that Vite reloads it on every change.
 */
export function Stylesheet() {
  const text = use(StylesheetText);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
