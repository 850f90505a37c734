import ISLANDS_SCRIPT from "virtual:islands-script";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorScreen } from "./components/site/ErrorScreen";
import { NotFound } from "./components/site/NotFound";
import { SiteShell } from "./components/site/SiteShell";
import { DEFAULT_LOCALE } from "./config/build";
import { THEME_COLOR } from "./config/constants";
import { DisplayFacePreload } from "./document/DisplayFont";
import { IslandsScript } from "./document/IslandsScript";
import { LaterBlocksScript } from "./document/LaterBlocksScript";
import { SpeculationRules } from "./document/SpeculationRules";
import { Stylesheet } from "./document/Stylesheet";
import { LocaleProvider } from "./i18n/LocaleProvider";
import { LANGUAGES } from "./i18n/locales";
import type { Namespace } from "./i18n/namespaces";
import { PreferredLanguageScript } from "./i18n/PreferredLanguageScript";
import { localeFromPath } from "./i18n/paths";
import type { RouteHandle } from "./routing/handle";
import { staticPageMeta } from "./seo/meta";

export type { RouteHandle };

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Only used when no route matched or a route failed: the 404 page's metadata. */
export const meta: Route.MetaFunction = staticPageMeta("notFound", { missing: true });

function usePageHandle(): { namespaces: Namespace[]; app: boolean; preloadDisplayFace: boolean } {
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  const namespaces = new Set<Namespace>(["common"]);
  for (const handle of handles) for (const namespace of handle.i18n ?? []) namespaces.add(namespace);
  return {
    namespaces: [...namespaces],
    app: handles.some((handle) => handle.app),
    preloadDisplayFace: handles.some((handle) => handle.preloadDisplayFace),
  };
}

/** How a page becomes interactive: the islands' script, or React Router's (the staff area, and development). */
function PageScripts({ app }: { app: boolean }) {
  if (app || !ISLANDS_SCRIPT) {
    return (
      <>
        <ScrollRestoration />
        <Scripts />
      </>
    );
  }
  return (
    <>
      <SpeculationRules />
      <IslandsScript src={ISLANDS_SCRIPT} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const { namespaces, app, preloadDisplayFace } = usePageHandle();
  // Marks a page hydrated as a whole as interactive (used by the browser tests and handy for debugging).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <LocaleProvider locale={locale} namespaces={namespaces}>
      <html lang={LANGUAGES[locale].tag} dir="ltr" data-i18n={namespaces.join(" ")}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content={THEME_COLOR} />
          {locale === DEFAULT_LOCALE && <PreferredLanguageScript />}
          {!app && <LaterBlocksScript />}
          <Stylesheet />
          {preloadDisplayFace && <DisplayFacePreload locale={locale} />}
          <Meta />
          <Links />
        </head>
        <body>
          {children}
          <PageScripts app={app} />
        </body>
      </html>
    </LocaleProvider>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteShell>
        <NotFound />
      </SiteShell>
    );
  }
  return <ErrorScreen error={error} />;
}
