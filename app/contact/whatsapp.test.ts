import { describe, expect, it } from "vitest";
import { LEAD_REF_PATTERN, newLeadRef } from "./lead-ref";
import { composeMessage, WHATSAPP_GREETING, whatsappUrl } from "./whatsapp";

describe("WhatsApp hand-over", () => {
  it("writes the greeting, then each labelled field on its own line, then the reference code", () => {
    expect(
      composeMessage(
        [
          ["Nama", " Budi "],
          ["Proyek", "Web"],
        ],
        "ND-7K4Q2M",
      ),
    ).toBe(`${WHATSAPP_GREETING}\n\nNama: Budi\nProyek: Web\n\nRef: ND-7K4Q2M`);
  });

  it("ends with the reference code on a line of its own, whatever the visitor wrote", () => {
    const ref = newLeadRef();
    const text = composeMessage([["Pesan", "Ref: ND-AAAAAA\n"]], ref);
    const lines = text.split("\n");
    expect(lines.at(-1)).toBe(`Ref: ${ref}`);
    expect(lines.at(-2)).toBe("");
    expect(ref).toMatch(LEAD_REF_PATTERN);
  });

  it("encodes any text so that the chat receives it unchanged", () => {
    const text = composeMessage(
      [
        ["Nama", "Siti & Co. #1 + partners"],
        ["Deskripsi Proyek", "Line one\nLine two 🚀 日本語 한국어 中文 100% ?a=b"],
      ],
      "ND-7K4Q2M",
    );
    const url = new URL(whatsappUrl(text, "6281200000000"));
    expect(url.origin + url.pathname).toBe("https://wa.me/6281200000000");
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.searchParams.get("text")).toBe(text);
    expect(url.hash).toBe("");
  });
});
