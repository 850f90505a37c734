import { cardOf } from "~/components/content/cards";
import { Hero } from "~/components/home/Hero";
import { LaterSections } from "~/components/home/LaterSections";
import { ServiceCards } from "~/components/home/ServiceCards";
import { TESTIMONIALS } from "~/components/home/TestimonialsSection";
import { Section } from "~/components/ui/Section";
import { entriesOf } from "~/content/entries";
import { useLocale } from "~/i18n/context";
import { localeFromPath } from "~/i18n/paths";
import { Island } from "~/islands/Island";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/home";

export const handle: RouteHandle = {
  i18n: ["home", "services", "homeSections", "homeContact", "company"],
  preloadDisplayFace: true,
  endsWithInvitation: true,
};

export const meta: Route.MetaFunction = staticPageMeta("home");

/**
 * The newest three case studies of the page's language, for the work section, and the case study of each
 * quoted client that has one in that language (matched by the case study's client).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const entries = entriesOf("case-studies", locale);
  const quoted = new Set<string>(TESTIMONIALS.map(({ company }) => company));
  const testimonialCaseStudies = Object.fromEntries(
    entries.flatMap((entry) =>
      entry.collection === "case-studies" && quoted.has(entry.meta.client) ? [[entry.meta.client, entry.slug]] : [],
    ),
  );
  return { caseStudies: entries.slice(0, 3).map(cardOf), testimonialCaseStudies };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useLocale();
  return (
    <>
      <Hero />
      <Section id="services" title={t("home.services.title")} text={t("home.services.text")}>
        <Island name="services" component={ServiceCards} props={{}} i18n={["common", "home", "services"]} />
      </Section>
      <LaterSections caseStudies={loaderData.caseStudies} testimonialCaseStudies={loaderData.testimonialCaseStudies} />
    </>
  );
}
