import { SECURITY_EVENT_BUFFER } from "~/config/constants";
import type { ClientSecurityEventName } from "./event-types";

/** A security event of docs/PRODUCT.md#data, as the browser keeps it. */
export interface ClientSecurityEvent {
  type: string;
  timestamp: string;
  details: Record<string, unknown>;
}

const recent: ClientSecurityEvent[] = [];

/** The latest security events of this page (at most SECURITY_EVENT_BUFFER). */
export function recentSecurityEvents(): readonly ClientSecurityEvent[] {
  return recent;
}

async function send(event: ClientSecurityEvent): Promise<void> {
  const body = JSON.stringify({ ...event, userAgent: navigator.userAgent, url: location.href.slice(0, 2048) });
  // crypto.subtle exists in secure contexts only; elsewhere this throws and the event stays local.
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const checksum = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
  await fetch("/api/security/log", {
    method: "POST",
    headers: { "content-type": "application/json", "x-security-checksum": checksum },
    body,
    keepalive: true,
  });
}

/**
 * Keeps a security event in memory and, in production builds, sends it to the server's security log
 * (docs/PRODUCT.md#security-log); a failed send is ignored.
 */
export function recordSecurityEvent(type: ClientSecurityEventName, details: Record<string, unknown> = {}): void {
  const event = { type, timestamp: new Date().toISOString(), details };
  recent.push(event);
  if (recent.length > SECURITY_EVENT_BUFFER) recent.shift();
  if (import.meta.env.PROD) send(event).catch(() => {});
}
