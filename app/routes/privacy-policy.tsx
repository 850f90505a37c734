import { LegalPage } from "~/components/legal/LegalPage";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/privacy-policy";

export const handle: RouteHandle = { i18n: ["legal"] };

export const meta: Route.MetaFunction = staticPageMeta("privacy");

export default function PrivacyPolicy() {
  return (
    <LegalPage
      title="legal.privacy.title"
      sections={[
        "legal.privacy.collected",
        "legal.privacy.use",
        "legal.privacy.sharing",
        "legal.privacy.security",
        "legal.privacy.rights",
        "legal.privacy.changes",
        "legal.privacy.contact",
      ]}
    />
  );
}
