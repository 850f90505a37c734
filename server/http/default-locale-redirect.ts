import type { RequestHandler } from "express";
import type { Locale } from "../../app/i18n/locales";

/** `/en/about` when English is the unprefixed default: the page lives at `/about`. */
export function defaultLocaleRedirect(defaultLocale: Locale): RequestHandler {
  const prefix = `/${defaultLocale}`;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path !== prefix && !req.path.startsWith(`${prefix}/`)) return next();
    const rest = req.originalUrl.slice(prefix.length);
    res.redirect(308, rest.startsWith("/") ? rest : `/${rest}`);
  };
}
