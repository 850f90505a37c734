import { LegalPage } from "~/components/legal/LegalPage";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/terms-of-service";

export const handle: RouteHandle = { i18n: ["legal"] };

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ pathname: location.pathname, title: "meta.terms.title", description: "meta.terms.description" });

export default function TermsOfService() {
  return (
    <LegalPage
      title="legal.terms.title"
      sections={[
        "legal.terms.acceptance",
        "legal.terms.license",
        "legal.terms.disclaimer",
        "legal.terms.limitations",
        "legal.terms.accuracy",
        "legal.terms.links",
        "legal.terms.modifications",
        "legal.terms.law",
        "legal.terms.contact",
      ]}
    />
  );
}
