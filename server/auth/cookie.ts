import { parseCookie } from "cookie";
import type { Request, Response } from "express";

interface CookieShape {
  name: string;
  /** "/" for the whole site, else the one path the browser sends the cookie to. */
  path: string;
  sameSite: "lax" | "strict";
  /** What a well-formed value looks like; anything else reads as no cookie. */
  value: RegExp;
  /**
   * The path the cookie had before: setting it clears the one there, which a browser would otherwise keep
   * sending (ahead of the new one, as the longer path) until it expires.
   */
  formerPath?: string;
}

/**
 * A cookie of staff sign-in: HttpOnly, and in production Secure, with the prefix that makes the browser
 * insist on it: __Host- for the whole site (accepted only over HTTPS, without a Domain), __Secure- for one path.
 */
function staffCookie(mode: "production" | "development", { name, path, sameSite, value, formerPath }: CookieShape) {
  const secure = mode === "production";
  const fullName = secure ? `${path === "/" ? "__Host-" : "__Secure-"}${name}` : name;
  const options = { httpOnly: true, sameSite, secure, path } as const;
  return {
    read: (req: Request): string | undefined => {
      const header = req.headers.cookie;
      const found = header ? parseCookie(header)[fullName] : undefined;
      return found && value.test(found) ? found : undefined;
    },
    set: (res: Response, content: string, expiresAt: number) => {
      if (formerPath) res.clearCookie(fullName, { ...options, path: formerPath });
      res.cookie(fullName, content, { ...options, expires: new Date(expiresAt) });
    },
    clear: (res: Response) => {
      res.clearCookie(fullName, options);
    },
  };
}

/** The session cookie, SameSite=Lax so that a link to /admin from elsewhere arrives signed in. */
export const sessionCookie = (mode: "production" | "development") =>
  staffCookie(mode, { name: "session", path: "/", sameSite: "lax", value: /^[\w-]{43}$/ });

/**
 * The cookie of a browser that has signed in to an account (server/auth/login-limits.ts), sent to /api/auth
 * only: the path that sign-in's two steps share, as the limits of both read it (and of the security settings'
 * confirmations, which share the second step's).
 */
export const browserCookie = (mode: "production" | "development") =>
  staffCookie(mode, {
    name: "staff-browser",
    path: "/api/auth",
    formerPath: "/api/auth/login",
    sameSite: "strict",
    value: /^[\w-]{22}\.[\w-]{43}$/,
  });

/** The cookie of a pending sign-in (server/auth/second-factors/pending-sign-ins.ts), sent to that step only. */
export const pendingSignInCookie = (mode: "production" | "development") =>
  staffCookie(mode, {
    name: "second-factor",
    path: "/api/auth/second-factor",
    sameSite: "strict",
    value: /^[\w-]{43}$/,
  });
