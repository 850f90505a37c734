import { Hero } from "~/components/home/Hero";
import { ServicesSection } from "~/components/home/ServicesSection";
import { deferredHydration } from "~/components/hydration/deferred-hydration";
import { loadMessages } from "~/i18n/catalog";
import { localeFromPath } from "~/i18n/paths";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/home";

// "homeSections" is not listed: the later sections load their messages with their code.
export const handle: RouteHandle = { i18n: ["home", "services"] };

export const meta: Route.MetaFunction = staticPageMeta("home");

const LaterSections = deferredHydration("why-us", async () => {
  const [sections] = await Promise.all([
    import("~/components/home/LaterSections"),
    // With the code, the messages of the page's language (the server has them all already).
    typeof window === "undefined"
      ? undefined
      : loadMessages(localeFromPath(window.location.pathname), ["homeSections"]),
  ]);
  return sections;
});

export default function Home() {
  return (
    <>
      <Hero />
      <ServicesSection />
      <LaterSections />
    </>
  );
}
