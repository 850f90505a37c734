import { describe, expect, it } from "vitest";
import { readingMinutes } from "./reading-time";

describe("readingMinutes", () => {
  it("counts words where words are spaced and characters in Japanese and Chinese", () => {
    expect(readingMinutes("word ".repeat(230 * 4), "en")).toBe(4);
    expect(readingMinutes("kata ".repeat(200 * 3), "id")).toBe(3);
    expect(readingMinutes("文".repeat(500 * 5), "ja")).toBe(5);
    expect(readingMinutes("字".repeat(350 * 2), "zh")).toBe(2);
  });

  it("is at least a minute", () => {
    expect(readingMinutes("", "en")).toBe(1);
  });
});
