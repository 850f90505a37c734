import { use } from "react";
import { CspNonce } from "./nonce";

/**
 * Public pages link to each other with ordinary page loads; the browser prerenders the page behind a link the
 * visitor hovers or starts to press, so that it opens at once (docs/decisions/019). The staff area, the API
 * and files are left alone. Browsers without speculation rules ignore it.
 */
const PUBLIC_PAGE_LINKS = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: ["/admin", "/admin/*", "/:locale/admin", "/:locale/admin/*", "/api/*"] } },
    { not: { href_matches: "/*.:ext" } },
    { not: { selector_matches: "[download], [target=_blank]" } },
  ],
};

/** Prerendered where the browser allows it; fetched ahead where it does not (a data saver, DevTools open). */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [{ where: PUBLIC_PAGE_LINKS, eagerness: "moderate" }],
  prefetch: [{ where: PUBLIC_PAGE_LINKS, eagerness: "moderate" }],
});

export function SpeculationRules() {
  return (
    <script type="speculationrules" nonce={use(CspNonce)} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
  );
}
