import { ComingSoon } from "~/components/ui/ComingSoon";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/case-studies";

export const handle: RouteHandle = { i18n: ["company"] };

export const meta: Route.MetaFunction = staticPageMeta("caseStudies");

export default function CaseStudies() {
  return (
    <ComingSoon
      title="company.caseStudies.title"
      badge="company.caseStudies.comingSoon"
      text="company.caseStudies.text"
    />
  );
}
