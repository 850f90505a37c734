import { InlineScript } from "./InlineScript";

/**
 * Public pages link to each other with ordinary page loads, readied ahead so that they open at once
 * (docs/decisions/019). The staff area, the API and files are left alone. Browsers without speculation rules
 * ignore it.
 */
const PUBLIC_PAGE_LINKS = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: ["/admin", "/admin/*", "/:locale/admin", "/:locale/admin/*", "/api/*"] } },
    { not: { href_matches: "/*.:ext" } },
    { not: { selector_matches: "[download], [target=_blank]" } },
  ],
};

/**
 * The page behind a link the visitor hovers (on a phone: that stays in view) is fetched ahead, which costs the
 * network a few kilobytes and the page nothing; it is prerendered only once the visitor starts to press it,
 * because a prerender runs the other page's layout on the same phone, and on a phone "hovers" means every
 * link that scrolls into view. Where prerendering is off (a data saver, DevTools), the fetch still serves.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: PUBLIC_PAGE_LINKS, eagerness: "moderate" }],
  prerender: [{ where: PUBLIC_PAGE_LINKS, eagerness: "conservative" }],
});

export function SpeculationRules() {
  return <InlineScript type="speculationrules" code={SPECULATION_RULES} />;
}
