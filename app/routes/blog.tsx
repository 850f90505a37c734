import { ComingSoon } from "~/components/ui/ComingSoon";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/blog";

export const handle: RouteHandle = { i18n: ["company"] };

export const meta: Route.MetaFunction = staticPageMeta("blog");

export default function Blog() {
  return <ComingSoon title="company.blog.title" badge="company.blog.comingSoon" text="company.blog.text" />;
}
