import { Hero } from "~/components/home/Hero";
import { ServicesSection } from "~/components/home/ServicesSection";
import { deferredHydration } from "~/components/hydration/deferred-hydration";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/home";

// "homeSections" is not listed: the later sections load their messages with their code.
export const handle: RouteHandle = { i18n: ["home", "services"] };

export const meta: Route.MetaFunction = staticPageMeta("home");

const LaterSections = deferredHydration("why-us", () => import("~/components/home/LaterSections"));

export default function Home() {
  return (
    <>
      <Hero />
      <ServicesSection />
      <LaterSections />
    </>
  );
}
