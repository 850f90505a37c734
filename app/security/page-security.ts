import { SECURITY_LAYERS } from "~/config/build";
import { watchEvalAttempts } from "./eval-guard";

/**
 * What every page's script starts first, the islands' (public pages) and React Router's (the staff area):
 * the eval watch, and the optional layers of docs/PRODUCT.md#optional-security-layers, off unless a build setting turns one on. The build's
 * constants themselves (not SECURITY_LAYERS' fields) are tested, so that a build without any layer carries
 * none of their code.
 */
export function startPageSecurity(): void {
  watchEvalAttempts();
  if (__SECURITY_DEVTOOLS_CHECK__ || __SECURITY_BLOCK_CONTEXT_MENU__ || __SECURITY_DOM_INTEGRITY_CHECK__) {
    void import("./optional-layers").then((layers) => layers.startSecurityLayers(SECURITY_LAYERS));
  }
}
