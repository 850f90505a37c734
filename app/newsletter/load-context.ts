import type { NewsletterConsent } from "../../server/newsletter/consent";

declare module "react-router" {
  interface AppLoadContext {
    /** The newsletter's double opt-in (server/newsletter/consent.ts), for the pages of its mailed links. */
    newsletter?: NewsletterConsent;
  }
}
