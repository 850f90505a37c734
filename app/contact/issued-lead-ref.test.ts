import { afterEach, describe, expect, it, vi } from "vitest";
import { issuedLeadRef } from "./issued-lead-ref";

/** The server's answers to the contact form's request for a code, as the network would give them. */
function answering(answer: () => Promise<Response>) {
  vi.stubGlobal("fetch", vi.fn(answer));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the contact form's issued code", () => {
  it("is the code the server issued", async () => {
    answering(async () => Response.json({ ref: "ND-7K4Q2M" }, { status: 201 }));
    expect(await issuedLeadRef()).toBe("ND-7K4Q2M");
  });

  it("is none when the server does not issue one, so the hand-over carries the browser's own code", async () => {
    const answers: [string, () => Promise<Response>][] = [
      ["offline", () => Promise.reject(new TypeError("Failed to fetch"))],
      ["refused as a script", async () => new Response(null, { status: 403 })],
      ["over the limit", async () => Response.json({ error: { code: "rate-limited" } }, { status: 429 })],
      ["an answer that is no code", async () => Response.json({ ref: "<img src=x>" }, { status: 201 })],
      ["an answer that is no JSON", async () => new Response("<html>", { status: 201 })],
    ];
    for (const [what, answer] of answers) {
      answering(answer);
      expect(await issuedLeadRef(), what).toBeUndefined();
    }
  });
});
