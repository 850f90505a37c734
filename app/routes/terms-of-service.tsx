import { LegalPage } from "~/components/legal/LegalPage";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/terms-of-service";

export const handle: RouteHandle = { i18n: ["legal"] };

export const meta: Route.MetaFunction = staticPageMeta("terms");

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
