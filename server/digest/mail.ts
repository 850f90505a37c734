import { formatsFor } from "../../app/admin/format";
import { DIRECT_SOURCE } from "../../app/analytics/dimensions";
import { SITE_URL } from "../../app/config/build";
import { loadMessages, translator } from "../../app/i18n/catalog";
import { LANGUAGES, type Locale } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { composeMail } from "../mail/compose";
import type { OutgoingMail } from "../mail/outbox";
import type { DigestFigures } from "./figures";

/** The weekly digest to one staff member, in the language they chose, with a link to the week on the dashboard. */
export async function digestMail(to: string, locale: Locale, figures: DigestFigures): Promise<OutgoingMail> {
  await loadMessages(locale, ["common", "admin"]);
  const t = translator(locale);
  const f = formatsFor(LANGUAGES[locale].tag);
  const { week } = figures;
  const site = new URL(SITE_URL).host;
  const days = f.days(week.from, week.to);
  const line = (key: Parameters<typeof t>[0], values: Record<string, string>) => t(key, values);
  const visitors = [
    line("admin.digest.visitors", { visitors: f.number(figures.visitors), visits: f.number(figures.visits) }),
    figures.visitorsChange === null ? null : line("admin.digest.change", { change: f.change(figures.visitorsChange) }),
  ]
    .filter(Boolean)
    .join(" ");
  const leads = line("admin.digest.leads", {
    leads: f.number(figures.leads),
    won: f.number(figures.won),
    value: f.idr(figures.wonValue),
  });
  const list = (title: string, rows: string[]) => [title, ...rows.map((row) => `• ${row}`)].join("\n");
  const sources = figures.sources.map((row) =>
    line("admin.digest.sourceRow", {
      source: row.source === DIRECT_SOURCE ? t("admin.source.direct") : row.source,
      visits: f.number(row.visits),
      leads: f.number(row.leads),
    }),
  );
  const pages = figures.pages.map((row) =>
    line("admin.digest.pageRow", { page: row.page, views: f.number(row.views) }),
  );
  const dashboard = `${SITE_URL}${localizePath("/admin", locale)}?from=${week.from}&to=${week.to}`;
  return {
    kind: "weekly_digest",
    to,
    ...composeMail({
      locale,
      subject: t("admin.digest.subject", { site, days }),
      heading: t("admin.digest.heading", { days }),
      paragraphs: [
        visitors,
        leads,
        sources.length > 0 ? list(t("admin.digest.sources"), sources) : t("admin.digest.noVisits"),
        ...(pages.length > 0 ? [list(t("admin.digest.pages"), pages)] : []),
      ],
      action: { label: t("admin.digest.open"), url: dashboard, fallback: t("mail.linkFallback") },
      footer: [t("admin.digest.footer")],
    }),
  };
}
