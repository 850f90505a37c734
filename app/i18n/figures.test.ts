import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publishedTexts } from "../../tests/support/published-texts";
import { renderMarkdown } from "../content/markdown";
import { type SERVICE_IDS, SERVICE_PLANS } from "../services/catalog";
import { formatPlan } from "../services/plan-format";
import { type Amount, formatRupiah, formatWeeks, WRITTEN_FIGURE } from "./figures";
import { LOCALES, type Locale } from "./locales";

const spaced = (text: string) => text.replace(/\u00a0/g, " ");

describe("formatRupiah and formatWeeks", () => {
  it("write amounts below a unit, decimals and single amounts", () => {
    const amounts: Amount[] = [[60_000_000, 400_000_000], [900_000, 1_300_000], 45_500_000, 5_000_000_000];
    const written = (locale: Locale) => amounts.map((amount) => spaced(formatRupiah(amount, locale)));
    expect(written("en")).toEqual(["IDR 60–400 million", "IDR 0.9–1.3 million", "IDR 45.5 million", "IDR 5 billion"]);
    expect(written("id")).toEqual(["Rp60–400 juta", "Rp0,9–1,3 juta", "Rp45,5 juta", "Rp5 miliar"]);
    expect(written("ja")).toEqual(["6,000万〜4億ルピア", "90万〜130万ルピア", "4,550万ルピア", "50億ルピア"]);
    expect(written("ko")).toEqual(["6,000만~4억 루피아", "90만~130만 루피아", "4,550만 루피아", "50억 루피아"]);
    expect(written("zh")).toEqual(["6000万–4亿印尼盾", "90万–130万印尼盾", "4550万印尼盾", "50亿印尼盾"]);
    expect(LOCALES.map((locale) => spaced(formatWeeks(1, locale)))).toEqual([
      "1 week",
      "1 minggu",
      "1週間",
      "1주",
      "1 周",
    ]);
  });
});

describe("an amount or span of weeks on a page", () => {
  it("is found whole as formatRupiah and formatWeeks write it, in every language", () => {
    const amounts: Amount[] = [[60_000_000, 400_000_000], [150_000_000, 650_000_000], 45_500_000, 5_000_000_000];
    for (const locale of LOCALES) {
      const written = [...amounts.map((amount) => formatRupiah(amount, locale)), formatWeeks([10, 20], locale)];
      for (const figure of written) {
        expect(figure.match(WRITTEN_FIGURE), `${locale}: ${figure}`).toEqual([figure]);
        expect(spaced(figure).match(WRITTEN_FIGURE), `${locale}: ${figure}`).toEqual([spaced(figure)]);
      }
    }
  });

  it("stays on one line in a post, never broken after its dash; code is left as written", () => {
    const { html } = renderMarkdown("About IDR 60–400 million in 6–16 weeks (`IDR 1–2 million`), IDR 90 million.");
    expect(html).toBe(
      '<p>About <span class="whitespace-nowrap figure-range"><span>IDR 60–</span><wbr><span>400 million</span></span> in ' +
        '<span class="whitespace-nowrap figure-range"><span>6–</span><wbr><span>16 weeks</span></span> ' +
        '(<code>IDR 1–2 million</code>), <span class="whitespace-nowrap">IDR 90 million</span>.</p>',
    );
  });
});

/**
 * Every way a post might write an amount of rupiah or a number of weeks in each language, right or wrong
 * ("IDR 90万〜130万", "Rp 150–600 jt", "6000 万", "10～20 週間"): each is read back into numbers and must be
 * written exactly as formatRupiah and formatWeeks write those numbers.
 */
const NUMBER = String.raw`\d[\d,.]*\d|\d`;
const CJK_MONEY: Record<"ja" | "ko" | "zh", string> = {
  ja: `(?:${NUMBER})(?:億(?:(?:${NUMBER})万)?|万)?`,
  ko: String.raw`(?:${NUMBER})(?:억(?:\s?(?:${NUMBER})만)?|만)?`,
  zh: String.raw`(?:${NUMBER})(?:\s?[亿万])?`,
};
const CURRENCY = { ja: "ルピア", ko: "루피아", zh: "印尼盾" };
const DASH = String.raw`\s?[–\-~〜～]\s?`;

const MONEY: Record<Locale, RegExp> = {
  en: new RegExp(String.raw`IDR\s?(${NUMBER})(?:${DASH}(${NUMBER}))?(?:\s?(million|billion|M|B)\b)?`, "g"),
  id: new RegExp(String.raw`Rp\s?(${NUMBER})(?:${DASH}(${NUMBER}))?(?:\s?(juta|jt|miliar|M)\b)?`, "g"),
  ja: cjkMoney("ja"),
  ko: cjkMoney("ko"),
  zh: cjkMoney("zh"),
};

function cjkMoney(locale: "ja" | "ko" | "zh"): RegExp {
  const amount = CJK_MONEY[locale];
  return new RegExp(String.raw`(IDR\s?)?(${amount})(?:${DASH}(?:IDR\s?)?(${amount}))?(\s?${CURRENCY[locale]})?`, "g");
}

const WEEKS: Record<Locale, RegExp> = {
  en: new RegExp(String.raw`\b(\d+)(?:${DASH}(\d+))?[\s-]weeks?\b`, "g"),
  id: new RegExp(String.raw`\b(\d+)(?:${DASH}(\d+))?\s?minggu\b`, "g"),
  ja: new RegExp(String.raw`(\d+)(?:${DASH}(\d+))?\s?週間`, "g"),
  ko: new RegExp(String.raw`(\d+)(?:${DASH}(\d+))?\s?주(?!년|식|소|요|말|택|차|가)`, "g"),
  zh: new RegExp(String.raw`(\d+)(?:${DASH}(\d+))?\s?周(?!年|一|二|三|四|五|六|日|末)`, "g"),
};

function western(locale: "en" | "id", number: string): number {
  return Number(locale === "id" ? number.replace(/\./g, "").replace(",", ".") : number.replace(/,/g, ""));
}

function cjk(text: string): number {
  let total = 0;
  for (const [, number = "", unit] of text.replace(/\s/g, "").matchAll(/([\d,.]+)([億억亿万만]?)/g)) {
    total += Number(number.replace(/,/g, "")) * (unit ? ("億억亿".includes(unit) ? 1e8 : 1e4) : 1);
  }
  return total;
}

const SCALE: Record<string, number> = { million: 1e6, M: 1e6, juta: 1e6, jt: 1e6, billion: 1e9, B: 1e9, miliar: 1e9 };

/** The amounts a text writes, each as it is written and as formatRupiah writes its numbers. */
function amounts(locale: Locale, text: string): { written: string; expected: string }[] {
  return [...text.matchAll(MONEY[locale])].flatMap((match) => {
    let low: number;
    let high: number;
    if (locale === "en" || locale === "id") {
      const scale = SCALE[match[3] ?? ""] ?? 1;
      low = western(locale, match[1] ?? "") * scale;
      high = match[2] ? western(locale, match[2]) * scale : low;
    } else {
      if (!match[1] && !match[4]) return []; // a number without a currency: not money
      low = cjk(match[2] ?? "");
      high = match[3] ? cjk(match[3]) : low;
    }
    const expected = formatRupiah(low === high ? low : [low, high], locale);
    return [{ written: match[0].trim(), expected: spaced(expected) }];
  });
}

function spans(locale: Locale, text: string): { written: string; expected: string }[] {
  return [...text.matchAll(WEEKS[locale])].map((match) => {
    const low = Number(match[1]);
    const high = match[2] ? Number(match[2]) : low;
    return { written: match[0], expected: spaced(formatWeeks(low === high ? low : [low, high], locale)) };
  });
}

describe.each(LOCALES)("%s posts, case studies and catalogues", (locale) => {
  const texts = publishedTexts(locale);

  it("write every amount of rupiah as the service pages do", () => {
    const wrong = texts.flatMap(({ where, text }) =>
      amounts(locale, spaced(text))
        .filter(({ written, expected }) => written !== expected)
        .map(({ written, expected }) => `${where}: "${written}" should read "${expected}"`),
    );
    expect(wrong).toEqual([]);
  });

  it("write every number of weeks as the service pages do", () => {
    const wrong = texts.flatMap(({ where, text }) =>
      spans(locale, spaced(text))
        .filter(({ written, expected }) => written !== expected)
        .map(({ written, expected }) => `${where}: "${written}" should read "${expected}"`),
    );
    expect(wrong).toEqual([]);
  });

  it("state the service pages' ranges in the cost guide's table", () => {
    const guide = spaced(
      fs.readFileSync(
        path.join(import.meta.dirname, "../../content/blog/app-development-cost-indonesia", `${locale}.md`),
        "utf8",
      ),
    );
    const table = guide.split("\n").filter((line) => line.startsWith("|"));
    for (const id of ["web-development", "mobile-development", "hr-systems", "iot-technology", "custom-software"]) {
      const plan = formatPlan(SERVICE_PLANS[id as (typeof SERVICE_IDS)[number]], locale);
      const row = table.find((line) => line.includes(spaced(plan.budget)));
      expect(row, `${locale}: no row with ${plan.budget}`).toBeDefined();
      expect(row).toContain(spaced(plan.weeks));
    }
  });
});
