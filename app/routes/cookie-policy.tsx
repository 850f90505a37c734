import { LegalPage } from "~/components/legal/LegalPage";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/cookie-policy";

export const handle: RouteHandle = { i18n: ["legal"] };

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ pathname: location.pathname, title: "meta.cookies.title", description: "meta.cookies.description" });

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
