import { ComingSoon } from "~/components/ui/ComingSoon";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/case-studies";

export const handle: RouteHandle = { i18n: ["company"] };

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    pathname: location.pathname,
    title: "meta.caseStudies.title",
    description: "meta.caseStudies.description",
  });

export default function CaseStudies() {
  return (
    <ComingSoon
      title="company.caseStudies.title"
      badge="company.caseStudies.comingSoon"
      text="company.caseStudies.text"
    />
  );
}
