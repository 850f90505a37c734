import { AdminApp } from "~/components/admin/AdminApp";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/admin-security";

export const handle: RouteHandle = { i18n: ["admin"], app: true };

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    pathname: location.pathname,
    title: "admin.security.meta.title",
    description: "admin.meta.description",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export default function AdminSecurity() {
  return <AdminApp page="security" />;
}
