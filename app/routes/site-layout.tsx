import { Outlet } from "react-router";
import { SiteShell } from "~/components/site/SiteShell";
import { languageLinks } from "~/content/entries";
import type { Route } from "./+types/site-layout";

/** Where the language selector leads: computed here, on the server, where the content's languages are known. */
export function loader({ request }: Route.LoaderArgs) {
  return { languages: languageLinks(new URL(request.url).pathname) };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell languages={loaderData.languages}>
      <Outlet />
    </SiteShell>
  );
}
