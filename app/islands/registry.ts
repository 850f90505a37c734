import type { ComponentType } from "react";

/**
 * Every island's code, by name: each loads as a chunk of its own, only on pages that have it and only
 * when it is needed (app/islands/main.tsx).
 */
// biome-ignore lint/suspicious/noExplicitAny: each island has its own props, checked where it is placed (Island).
export type IslandLoader = () => Promise<ComponentType<any>>;

export const ISLANDS = {
  "site-header": () => import("~/components/site/SiteHeader").then((module) => module.SiteHeader),
  "back-to-top": () => import("~/components/site/BackToTop").then((module) => module.BackToTop),
  newsletter: () => import("~/components/site/NewsletterForm").then((module) => module.NewsletterForm),
  "missing-page": () => import("~/components/site/ReportMissingPage").then((module) => module.ReportMissingPage),
  services: () => import("~/components/home/ServiceCards").then((module) => module.ServiceCards),
  "contact-section": () => import("~/components/home/ContactSection").then((module) => module.ContactSection),
  "whatsapp-form": () => import("~/components/contact/WhatsAppForm").then((module) => module.WhatsAppForm),
  "back-button": () => import("~/components/legal/BackButton").then((module) => module.BackButton),
} satisfies Record<string, IslandLoader>;

export type IslandName = keyof typeof ISLANDS;

export function isIslandName(value: string | undefined): value is IslandName {
  return value !== undefined && Object.hasOwn(ISLANDS, value);
}
