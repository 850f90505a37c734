import { recordSecurityEvent } from "./client-log";

/** The words of docs/PRODUCT.md#fixed-messages for a refused eval or Function. */
export const EVAL_RESTRICTED = "Access to eval/Function is restricted for security reasons.";

/**
 * The Content-Security-Policy lets no script use eval or Function (the browser refuses and reports it);
 * the page also says so in the console and records the attempt.
 */
export function watchEvalAttempts(): void {
  document.addEventListener("securitypolicyviolation", (event) => {
    if (event.blockedURI !== "eval") return;
    console.error(EVAL_RESTRICTED);
    recordSecurityEvent("eval_blocked", { source: event.sourceFile, line: event.lineNumber });
  });
}
