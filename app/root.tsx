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
import { trackPageView } from "./analytics/tracker";
import { ErrorScreen } from "./components/site/ErrorScreen";
import { NotFound } from "./components/site/NotFound";
import { SiteShell } from "./components/site/SiteShell";
import { DEFAULT_LOCALE } from "./config/build";
import { THEME_COLOR } from "./config/constants";
import { Stylesheet } from "./document/Stylesheet";
import { LocaleProvider } from "./i18n/context";
import { LANGUAGES } from "./i18n/locales";
import type { Namespace } from "./i18n/namespaces";
import { PreferredLanguageScript } from "./i18n/PreferredLanguageScript";
import { localeFromPath } from "./i18n/paths";
import { staticPageMeta } from "./seo/meta";

/** What a route module may declare in `handle`: the message namespaces it renders. */
export interface RouteHandle {
  i18n?: Namespace[];
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Only used when no route matched or a route failed: the 404 page's metadata. */
export const meta: Route.MetaFunction = staticPageMeta("notFound", { missing: true });

function useNamespaces(): Namespace[] {
  const matches = useMatches();
  const namespaces = new Set<Namespace>(["common"]);
  for (const match of matches) {
    for (const namespace of (match.handle as RouteHandle | undefined)?.i18n ?? []) namespaces.add(namespace);
  }
  return [...namespaces];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const namespaces = useNamespaces();
  // Marks the document as interactive (used by the browser tests and handy for debugging).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // Every page the visitor sees is a page view, whether loaded or reached inside the browser.
  useEffect(() => trackPageView(), [pathname]);
  return (
    <LocaleProvider locale={locale} namespaces={namespaces}>
      <html lang={LANGUAGES[locale].tag} dir="ltr" data-i18n={namespaces.join(" ")}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content={THEME_COLOR} />
          {locale === DEFAULT_LOCALE && <PreferredLanguageScript />}
          <Stylesheet />
          <Meta />
          <Links />
        </head>
        <body>
          {children}
          <ScrollRestoration />
          <Scripts />
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
