import href from "../fonts/display.woff2?url";
import type { Locale } from "../i18n/locales";

/**
 * The languages whose headings are set in the display face (app/fonts/display.css); Japanese, Korean and Chinese
 * pages keep their system faces and never load it.
 */
export const DISPLAY_FACE_LOCALES: readonly Locale[] = ["en", "id"];

/**
 * Asks for the display face with the page's first requests, so that it is there when the heading paints: only
 * on the pages whose largest paint is a heading in that face (a route's `handle.preloadDisplayFace`), and only in
 * the languages that use it.
 */
export function DisplayFacePreload({ locale }: { locale: Locale }) {
  if (!DISPLAY_FACE_LOCALES.includes(locale)) return null;
  return <link rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />;
}
