import { SERVICE_IDS, servicePath } from "../services/catalog.ts";

/** Unprefixed paths of every public page; each exists once per language. */
export const PUBLIC_PATHS: readonly string[] = [
  "/",
  ...SERVICE_IDS.map(servicePath),
  "/about",
  "/careers",
  "/case-studies",
  "/blog",
  "/contact",
  "/terms-of-service",
  "/privacy-policy",
  "/cookie-policy",
];
