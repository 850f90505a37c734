import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { trackPageView } from "./analytics/tracker";
import { StylesheetText, stylesheetInPage } from "./document/Stylesheet";
import { loadMessages } from "./i18n/catalog";
import { isNamespace } from "./i18n/namespaces";
import { localeFromPath } from "./i18n/paths";
import { startPageSecurity } from "./security/page-security";

/**
 * React Router's script: the staff area in production, every page in development (docs/decisions/019).
 * Public pages link each other with ordinary page loads, so a page view is counted once a load (the tracker
 * stays silent in the staff area).
 */
startPageSecurity();
trackPageView();

/**
 * The page's messages are fetched before hydration, so the first client render
 * matches the server's HTML. The server lists the namespaces it rendered on <html>.
 */
const namespaces = (document.documentElement.dataset.i18n ?? "common").split(" ").filter(isNamespace);

loadMessages(localeFromPath(window.location.pathname), namespaces).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StylesheetText value={stylesheetInPage()}>
          <HydratedRouter />
        </StylesheetText>
      </StrictMode>,
    );
  });
});
