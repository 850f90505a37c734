import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { InlineHashes } from "./csp-hashes";
import { pagePath } from "./static-files";

/** Where browsers send Content-Security-Policy violation reports. */
export const CSP_REPORT_PATH = "/api/security/log";

/**
 * Browser features the site does not use, denied to it and to anything it might embed; passkeys (WebAuthn)
 * are allowed to the site's own pages only (staff sign-in, decision 022).
 */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "screen-wake-lock",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .concat("publickey-credentials-get=(self)", "publickey-credentials-create=(self)")
  .join(", ");

const inline = (kind: keyof InlineHashes) => (_req: IncomingMessage, res: ServerResponse) =>
  ((res as Response).locals.cspSources as InlineHashes)[kind].join(" ");

/**
 * The security headers of every response (helmet, plus Permissions-Policy). In production the
 * Content-Security-Policy allows no inline code but that of the page itself: a prerendered page's by
 * the hashes the build computed (`pageHashes`, by URL path), anything the server renders by a nonce made
 * for the response (res.locals.cspNonce, which the React entry puts on its inline script and style).
 * Development has no CSP, because Vite's hot reload injects inline code; HSTS is for production only.
 */
export function securityHeaders({
  mode,
  pageHashes,
}: {
  mode: "production" | "development";
  pageHashes: Map<string, InlineHashes>;
}): RequestHandler[] {
  const production = mode === "production";
  const sources: RequestHandler = (req, res, next) => {
    const pathname = pagePath(req);
    const hashes = pathname === undefined ? undefined : pageHashes.get(pathname);
    if (hashes) {
      res.locals.cspSources = hashes;
    } else {
      const nonce = randomBytes(16).toString("base64");
      res.locals.cspNonce = nonce;
      res.locals.cspSources = { script: [`'nonce-${nonce}'`], style: [`'nonce-${nonce}'`] } satisfies InlineHashes;
    }
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: production && {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", inline("script")],
        styleSrc: ["'self'", inline("style")],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // report-uri, not report-to: Chromium batches Reporting API reports for up to a minute and
        // prefers report-to when both are named; every browser sends report-uri reports at once.
        reportUri: [CSP_REPORT_PATH],
      },
    },
    // One year, for this host only: subdomains are not this site's to decide.
    strictTransportSecurity: production && { maxAge: 31_536_000, includeSubDomains: false },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  return [sources, headers];
}
