import fs from "node:fs";
import path from "node:path";
import express, { type Request, type RequestHandler, type Response } from "express";
import { markMailOff } from "../../app/document/mail-off";

const HTML_CACHE = "public, max-age=0, must-revalidate";
const ASSET_CACHE = "public, max-age=31536000, immutable";
const FILE_CACHE = "public, max-age=3600";

/** All `index.html` files under `dir`, keyed by the URL path they answer ("/", "/about", "/ja/about"). */
export function findPages(dir: string, urlPath = ""): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "assets") continue;
      for (const [url, page] of findPages(file, `${urlPath}/${entry.name}`)) pages.set(url, page);
    } else if (entry.name === "index.html") {
      pages.set(urlPath || "/", file);
    }
  }
  return pages;
}

/**
 * The URL path under which a request would find a prerendered page, or undefined when its method reads no
 * page. A page is only found at its one URL: every other spelling was redirected (canonical-url.ts).
 */
export function pagePath(req: Request): string | undefined {
  return req.method === "GET" || req.method === "HEAD" ? req.path : undefined;
}

function setStaticHeaders(res: Response, file: string) {
  if (file.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
  const hashed = file.includes(`${path.sep}assets${path.sep}`);
  res.setHeader("Cache-Control", hashed ? ASSET_CACHE : FILE_CACHE);
}

/**
 * Serves the build output: prerendered pages (revalidated on every visit, so a
 * deploy shows at once) and hashed assets (cached for a year, immutable).
 * Anything else falls through to the server renderer. With `mailOff` (a server
 * that cannot send mail), every page is served marked so (app/document/mail-off.ts),
 * from memory: a page's file is read and marked once.
 */
export function staticFiles(clientDir: string, { mailOff = false }: { mailOff?: boolean } = {}): RequestHandler[] {
  const pages = findPages(clientDir);
  // A page's marked HTML, read once: the build's files do not change while the server runs.
  const marked = new Map<string, Promise<string>>();
  const markedPage = (file: string) => {
    let html = marked.get(file);
    if (html === undefined) {
      html = fs.promises.readFile(file, "utf8").then(markMailOff);
      html.catch(() => marked.delete(file));
      marked.set(file, html);
    }
    return html;
  };
  const servePage: RequestHandler = (req, res, next) => {
    const pathname = pagePath(req);
    const page = pathname === undefined ? undefined : pages.get(pathname);
    if (!page) return next();
    if (mailOff) {
      markedPage(page).then((html) => {
        res.setHeader("Cache-Control", HTML_CACHE);
        res.type("html").send(html);
      }, next);
      return;
    }
    res.sendFile(page, {
      headers: { "Cache-Control": HTML_CACHE, "Content-Type": "text/html; charset=utf-8" },
      dotfiles: "deny",
    });
  };
  const serveFile = express.static(clientDir, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders: setStaticHeaders,
  });
  // A page's file is only ever served at its own URL (with its own CSP hashes), never as /…/index.html.
  const hidePageFiles: RequestHandler = (req, res, next) =>
    req.path.endsWith("/index.html") ? next() : serveFile(req, res, next);
  return [servePage, hidePageFiles];
}
