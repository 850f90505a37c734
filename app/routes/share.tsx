import { data } from "react-router";
import type { SharedLinkLookup } from "~/analytics/shares";
import { SharedPage } from "~/components/admin/SharedPage";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/share";

export const handle: RouteHandle = { i18n: ["admin"], app: true };

/** What the link's token opens, looked up at each request: a link revoked or never made is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lookup: SharedLinkLookup = context.share ? await context.share(params.token) : { state: "unknown" };
  return data(lookup, {
    status: lookup.state === "open" ? 200 : 404,
    headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    pathname: location.pathname,
    title: "admin.share.meta.title",
    description: "admin.meta.description",
    noindex: true,
  });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
  "Referrer-Policy": loaderHeaders.get("Referrer-Policy") ?? "no-referrer",
});

export default function Share({ loaderData, params }: Route.ComponentProps) {
  return <SharedPage lookup={loaderData} token={params.token} />;
}
