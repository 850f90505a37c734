import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { SECURITY_LAYERS } from "./config/build";
import { StylesheetText, stylesheetInPage } from "./document/Stylesheet";
import { loadMessages } from "./i18n/catalog";
import { isNamespace } from "./i18n/namespaces";
import { localeFromPath } from "./i18n/paths";
import { watchEvalAttempts } from "./security/eval-guard";

watchEvalAttempts();
// Off unless a build setting turns one on; a build without any carries none of their code.
// The build's constants themselves (not SECURITY_LAYERS' fields), so that the bundler drops the import.
if (__SECURITY_DEVTOOLS_CHECK__ || __SECURITY_BLOCK_CONTEXT_MENU__ || __SECURITY_DOM_INTEGRITY_CHECK__) {
  void import("./security/optional-layers").then((layers) => layers.startSecurityLayers(SECURITY_LAYERS));
}

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
