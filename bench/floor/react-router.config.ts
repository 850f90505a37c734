import type { Config } from "@react-router/dev/config";

/** The framework floor: one prerendered page, built the way the site is built. */
export default {
  ssr: true,
  prerender: ["/"],
} satisfies Config;
