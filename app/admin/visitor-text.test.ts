import { describe, expect, it } from "vitest";
import { MAX_SHOWN_TEXT, shownText } from "./visitor-text";

describe("a visitor's text as the dashboard shows it", () => {
  it("keeps a short text as it is, on one line", () => {
    expect(shownText("Get a quote")).toBe("Get a quote");
    expect(shownText("  Get\n a \t quote ")).toBe("Get a quote");
    expect(shownText("x".repeat(MAX_SHOWN_TEXT))).toBe("x".repeat(MAX_SHOWN_TEXT));
  });

  it("cuts a longer text to 60 characters, ellipsis included", () => {
    const cut = shownText("x".repeat(200));
    expect(cut).toBe(`${"x".repeat(59)}…`);
    expect(cut).toHaveLength(60);
    // No space before the ellipsis.
    expect(shownText(`${"x".repeat(58)} yyyy`)).toBe(`${"x".repeat(58)}…`);
    // What is cut stays cut: the page cuts the server's answer again without changing it.
    expect(shownText(cut)).toBe(cut);
  });

  it("never cuts inside an emoji or an accented letter", () => {
    const family = "👨‍👩‍👧";
    const cut = shownText(`${"a".repeat(55)}${family}${"b".repeat(10)}`);
    expect(cut).toBe(`${"a".repeat(55)}…`);
    const accented = "e\u0301".repeat(40);
    const shown = shownText(accented);
    expect(shown.length).toBeLessThanOrEqual(MAX_SHOWN_TEXT);
    expect(shown).toBe(`${"e\u0301".repeat(29)}…`);
  });
});
