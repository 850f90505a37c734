import { Hero } from "~/components/home/Hero";
import { LaterSections } from "~/components/home/LaterSections";
import { ServicesSection } from "~/components/home/ServicesSection";
import { Island } from "~/islands/Island";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { i18n: ["home", "services", "homeSections", "homeContact"] };

export const meta: Route.MetaFunction = staticPageMeta("home");

export default function Home() {
  return (
    <>
      <Hero />
      <Island name="services" component={ServicesSection} props={{}} i18n={["common", "home", "services"]} />
      <LaterSections />
    </>
  );
}
