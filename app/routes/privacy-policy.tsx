import { LegalPage } from "~/components/legal/LegalPage";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/privacy-policy";

export const handle: RouteHandle = { i18n: ["legal"] };

export const meta: Route.MetaFunction = staticPageMeta("privacy");

export default function PrivacyPolicy() {
  return (
    <LegalPage
      document="privacy"
      sections={["collected", "use", "sharing", "security", "rights", "changes", "contact"]}
      labelledSections={["collected"]}
    />
  );
}
