import type { Locale } from "./locales.ts";

/**
 * One term for one thing in each language. `use` is the form the site writes; `avoid` are the forms it does not
 * write anywhere, in the catalogues (app/i18n/messages) or in content/ (checked by app/i18n/glossary.test.ts,
 * which names the file and the sentence). Link addresses and code are not text and are not checked.
 */
export interface Term {
  /** The form to write. */
  use: string;
  /** The rejected forms: a plain string is matched anywhere, case included; a RegExp as written. */
  avoid: readonly (string | RegExp)[];
  /** What the term means and where the line is drawn. */
  note: string;
}

export const GLOSSARY: Record<Locale, readonly Term[]> = {
  en: [],
  id: [
    {
      use: "penggajian",
      avoid: [/\bpayroll\b/i],
      note: "Payroll, the process and its team (tim penggajian).",
    },
    {
      use: "pemeliharaan",
      avoid: [/\bmaintenance\b/i],
      note: "Keeping a system running after launch; also the word of the staff area's maintenance screen.",
    },
    {
      use: "sistem manajemen SDM",
      avoid: [/\bsistem HR\b/i],
      note: "The software, as the service is named. The people stay the HR team (tim HR).",
    },
  ],
  ja: [
    {
      use: "お客様",
      avoid: ["御社", "貴社"],
      note:
        "The reader, a company or a person, and our clients: the one form of address. The customers of a " +
        "client's business are 顧客, the people using an app ユーザー.",
    },
    { use: "か月", avoid: ["カ月", "ヶ月", "ケ月", "ヵ月"], note: "Months, as public-document style writes them." },
    { use: "24時間", avoid: ["24/7"], note: "Round-the-clock support: 24時間 with 365日体制 beside it." },
  ],
  ko: [
    {
      use: "귀사",
      avoid: ["여러분"],
      note: "The reader's company, the one form of address. 고객사 are our clients, spoken of, never the reader.",
    },
    {
      use: "-세요",
      avoid: ["십시오"],
      note: "Requests and advice in one polite register (해요체); legal texts state duties in 합니다체.",
    },
    {
      use: "인사",
      avoid: [/(?<![A-Za-z])HR(?![A-Za-z])/],
      note: "Human resources: 인사 관리 시스템, 인사팀, 인사 담당자.",
    },
    { use: "24시간", avoid: ["24/7"], note: "Round-the-clock support: 24시간 with 연중무휴 beside it." },
  ],
  zh: [
    {
      use: "印尼",
      avoid: [/印度尼西亚(?!共和国)/],
      note: "Indonesia. The state's full name, 印度尼西亚共和国, stays whole where a legal text names it.",
    },
    { use: "迭代", avoid: ["冲刺"], note: "A development iteration (sprint)." },
    { use: "7×24", avoid: ["24/7"], note: "Round-the-clock support: 7×24 小时." },
    {
      use: "印尼税务总局（DJP）",
      avoid: [/(?<!印尼)税务总局(?!（DJP）)/],
      note: "Indonesia's tax office; a bare 税务总局 reads as China's own.",
    },
  ],
};
