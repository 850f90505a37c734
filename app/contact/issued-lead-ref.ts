import { LEAD_REF_PATTERN } from "./lead-ref";

/**
 * The reference code the server issued for this visitor's next WhatsApp hand-over (docs/decisions/026),
 * or undefined when it cannot be had (offline, or refused: bots and other sites' pages get none). The
 * hand-over then carries a code of the browser's own, which hands the message over but counts as no lead.
 */
export async function issuedLeadRef(): Promise<string | undefined> {
  try {
    const response = await fetch("/api/lead-refs", { method: "POST" });
    const body: unknown = response.status === 201 ? await response.json() : undefined;
    const ref = typeof body === "object" && body !== null && "ref" in body ? body.ref : undefined;
    return typeof ref === "string" && LEAD_REF_PATTERN.test(ref) ? ref : undefined;
  } catch {
    return undefined;
  }
}
