import { AdminApp } from "~/components/admin/AdminApp";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/admin-staff";

export const handle: RouteHandle = { i18n: ["admin"], app: true };

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    pathname: location.pathname,
    title: "admin.staff.meta.title",
    description: "admin.meta.description",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export default function AdminStaff() {
  return <AdminApp page="staff" />;
}
