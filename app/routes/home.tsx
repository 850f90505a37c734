import { Hero } from "~/components/home/Hero";
import { LaterSections } from "~/components/home/LaterSections";
import { Section } from "~/components/home/Section";
import { ServiceCards } from "~/components/home/ServiceCards";
import { useLocale } from "~/i18n/context";
import { Island } from "~/islands/Island";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { i18n: ["home", "services", "homeSections", "homeContact"] };

export const meta: Route.MetaFunction = staticPageMeta("home");

export default function Home() {
  const { t } = useLocale();
  return (
    <>
      <Hero />
      <Section id="services" title={t("home.services.title")} text={t("home.services.text")}>
        <Island name="services" component={ServiceCards} props={{}} i18n={["common", "home", "services"]} />
      </Section>
      <LaterSections />
    </>
  );
}
