import { LegalPage } from "~/components/legal/LegalPage";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/cookie-policy";

export const handle: RouteHandle = { i18n: ["legal"] };

export const meta: Route.MetaFunction = staticPageMeta("cookies");

export default function CookiePolicy() {
  return (
    <LegalPage
      title="legal.cookies.title"
      showHomeButton={false}
      sections={[
        "legal.cookies.what",
        "legal.cookies.types",
        "legal.cookies.use",
        "legal.cookies.thirdParty",
        "legal.cookies.managing",
        "legal.cookies.changes",
        "legal.cookies.contact",
      ]}
    />
  );
}
