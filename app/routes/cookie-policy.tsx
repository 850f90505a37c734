import { LegalPage } from "~/components/legal/LegalPage";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/cookie-policy";

export const handle: RouteHandle = { i18n: ["legal"] };

export const meta: Route.MetaFunction = staticPageMeta("cookies");

export default function CookiePolicy() {
  return (
    <LegalPage
      document="cookies"
      showHomeButton={false}
      sections={["what", "types", "use", "thirdParty", "managing", "changes", "contact"]}
    />
  );
}
