import { cardOf } from "~/components/content/cards";
import { Hero } from "~/components/home/Hero";
import { LaterSections } from "~/components/home/LaterSections";
import { Section } from "~/components/home/Section";
import { ServiceCards } from "~/components/home/ServiceCards";
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
};

export const meta: Route.MetaFunction = staticPageMeta("home");

/** The newest three case studies of the page's language, for the work section. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { caseStudies: entriesOf("case-studies", locale).slice(0, 3).map(cardOf) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useLocale();
  return (
    <>
      <Hero />
      <Section id="services" title={t("home.services.title")} text={t("home.services.text")}>
        <Island name="services" component={ServiceCards} props={{}} i18n={["common", "home", "services"]} />
      </Section>
      <LaterSections caseStudies={loaderData.caseStudies} />
    </>
  );
}
