import { ComingSoon } from "~/components/ui/ComingSoon";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/blog";

export const handle: RouteHandle = { i18n: ["company"] };

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ pathname: location.pathname, title: "meta.blog.title", description: "meta.blog.description" });

export default function Blog() {
  return <ComingSoon title="company.blog.title" badge="company.blog.comingSoon" text="company.blog.text" />;
}
