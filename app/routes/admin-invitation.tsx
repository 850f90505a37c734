import { data } from "react-router";
import type { InvitationLookup } from "~/admin/types";
import { InvitationPage } from "~/components/admin/InvitationPage";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/admin-invitation";

export const handle: RouteHandle = { i18n: ["admin"], app: true };

/** A link that no longer works is gone; one never made (or no token at all) is not found. */
const STATUS: Record<InvitationLookup["state"], number> = {
  pending: 200,
  used: 410,
  revoked: 410,
  expired: 410,
  unknown: 404,
};

/** What the link's token leads to, looked up by the server at each request (the page is never prerendered). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const lookup: InvitationLookup = context.invitation ? await context.invitation(token) : { state: "unknown" };
  return data(lookup, { status: STATUS[lookup.state], headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    pathname: location.pathname,
    title: "admin.invitation.meta.title",
    description: "admin.meta.description",
    noindex: true,
  });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store",
});

export default function AdminInvitation({ loaderData }: Route.ComponentProps) {
  return <InvitationPage lookup={loaderData} />;
}
