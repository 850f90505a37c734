import { LegalPage } from "~/components/legal/LegalPage";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/terms-of-service";

export const handle: RouteHandle = { i18n: ["legal"] };

export const meta: Route.MetaFunction = staticPageMeta("terms");

export default function TermsOfService() {
  return (
    <LegalPage
      document="terms"
      sections={[
        "acceptance",
        "license",
        "disclaimer",
        "limitations",
        "accuracy",
        "links",
        "modifications",
        "law",
        "contact",
      ]}
    />
  );
}
