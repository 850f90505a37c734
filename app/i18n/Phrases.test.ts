import { loadDefaultJapaneseParser } from "budoux";
import { describe, expect, it } from "vitest";
import { phrasesOf } from "./Phrases";

const parser = loadDefaultJapaneseParser();

describe("Japanese phrases", () => {
  it("never break inside a word the model splits, and keep every other break", () => {
    const text = "現在の業務の進め方をお聞かせください。1営業日以内にご連絡します。";
    // The model alone splits "お聞か｜せください".
    expect(parser.parse(text)).toContain("お聞か");
    const phrases = phrasesOf(parser, text, ["お聞かせ"]);
    expect(phrases.join("")).toBe(text);
    expect(phrases).not.toContain("お聞か");
    expect(phrases.some((phrase) => phrase.includes("お聞かせください"))).toBe(true);
    expect(phrases.length).toBe(parser.parse(text).length - 1);
  });

  it("may break a long phrase before a figure that follows a word", () => {
    expect(phrasesOf(parser, "工場従業員2,000名の勤怠・給与管理", [])).toEqual([
      "工場従業員",
      "2,000名の",
      "勤怠・給与管理",
    ]);
    // Not inside a figure, nor before one that follows a letter or a space.
    expect(phrasesOf(parser, "1営業日以内に", [])).toEqual(["1営業日以内に"]);
  });
});
