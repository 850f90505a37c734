import { expect } from "vitest";

/**
 * The lead code the server issues to a visitor (its address and `agent`; `headers` may name the address for
 * a server behind a trusted proxy) when the contact form is first used, as the form asks for it: only such a
 * code makes a hand-over a lead.
 */
export async function issuedLeadRef(
  siteUrl: string,
  agent: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${siteUrl}/api/lead-refs`, {
    method: "POST",
    headers: { origin: siteUrl, "user-agent": agent, ...headers },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { ref: string }).ref;
}
