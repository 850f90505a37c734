import { AdminApp } from "~/components/admin/AdminApp";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/admin";

export const handle: RouteHandle = { i18n: ["admin"], app: true };

// The staff area's title lives in its own namespace, so public pages never download it.
export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    pathname: location.pathname,
    title: "admin.meta.title",
    description: "admin.meta.description",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export default function Admin() {
  return <AdminApp />;
}
