import { describe, expect, it } from "vitest";
import { markMailOff } from "./mail-off";

describe("markMailOff", () => {
  it("marks the html element once, and nothing else", () => {
    const page =
      '<!DOCTYPE html><html lang="en" dir="ltr"><head></head><body><p>&lt;html&gt; <html-like></p></body></html>';
    expect(markMailOff(page)).toBe(
      '<!DOCTYPE html><html lang="en" dir="ltr" data-mail="off"><head></head><body><p>&lt;html&gt; <html-like></p></body></html>',
    );
    expect(markMailOff("<!DOCTYPE html><html><body></body></html>")).toBe(
      '<!DOCTYPE html><html data-mail="off"><body></body></html>',
    );
  });
});
