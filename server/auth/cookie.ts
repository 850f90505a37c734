import { parseCookie } from "cookie";
import type { Request, Response } from "express";

/**
 * The session cookie: HttpOnly, SameSite=Lax, and in production Secure with the __Host- prefix (which
 * the browser only accepts over HTTPS, for the whole site and without a Domain).
 */
export function sessionCookie(mode: "production" | "development") {
  const secure = mode === "production";
  const name = secure ? "__Host-session" : "session";
  const options = { httpOnly: true, sameSite: "lax", secure, path: "/" } as const;
  return {
    read: (req: Request): string | undefined => {
      const header = req.headers.cookie;
      const token = header ? parseCookie(header)[name] : undefined;
      return token && /^[\w-]{43}$/.test(token) ? token : undefined;
    },
    set: (res: Response, token: string, expiresAt: number) => {
      res.cookie(name, token, { ...options, expires: new Date(expiresAt) });
    },
    clear: (res: Response) => {
      res.clearCookie(name, options);
    },
  };
}
