import { Outlet } from "react-router";
import { SiteShell } from "~/components/site/SiteShell";

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
