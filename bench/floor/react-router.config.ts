import type { Config } from "@react-router/dev/config";

/** The framework floor: one prerendered page, React Router's default entries, the site's versions. */
export default {
  ssr: true,
  prerender: ["/"],
} satisfies Config;
