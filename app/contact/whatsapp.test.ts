import { describe, expect, it } from "vitest";
import { composeMessage, WHATSAPP_GREETING, whatsappUrl } from "./whatsapp";

describe("WhatsApp hand-over", () => {
  it("writes the greeting, then each labelled field on its own line", () => {
    expect(
      composeMessage([
        ["Nama", " Budi "],
        ["Proyek", "Web"],
      ]),
    ).toBe(`${WHATSAPP_GREETING}\n\nNama: Budi\nProyek: Web`);
  });

  it("encodes any text so that the chat receives it unchanged", () => {
    const text = composeMessage([
      ["Nama", "Siti & Co. #1 + partners"],
      ["Deskripsi Proyek", "Line one\nLine two 🚀 日本語 한국어 中文 100% ?a=b"],
    ]);
    const url = new URL(whatsappUrl(text, "6281200000000"));
    expect(url.origin + url.pathname).toBe("https://wa.me/6281200000000");
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.searchParams.get("text")).toBe(text);
    expect(url.hash).toBe("");
  });
});
