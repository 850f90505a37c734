import { createContext } from "react";

/**
 * The Content-Security-Policy nonce of a server-rendered response (server/http/security-headers.ts),
 * for the page's own inline script and style. Prerendered pages and the browser have none: their
 * inline code is allowed by its hash instead.
 */
export const CspNonce = createContext<string | undefined>(undefined);

declare module "react-router" {
  interface AppLoadContext {
    /** Set by the server for every response it renders (server/app.ts). */
    cspNonce?: string;
  }
}
