import { ArrowLeft, ArrowRight } from "lucide-react";
import { listingPath } from "~/content/pages";
import type { Collection } from "~/content/schema";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";

const link =
  "inline-flex items-center gap-2 rounded-full border border-white/15 px-5 py-2.5 text-sm font-semibold text-white transition hover:border-white/40";

/** Newer and older pages of a listing; nothing when everything fits on one page. */
export function Pagination({ collection, page, pages }: { collection: Collection; page: number; pages: number }) {
  const { locale, t } = useLocale();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("content.pagination")} className="mt-12 flex flex-wrap items-center justify-between gap-4">
      {page > 1 ? (
        <a href={localizePath(listingPath(collection, page - 1), locale)} rel="prev" className={link}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("content.newer")}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-400">{t("content.pageOf", { page: String(page), pages: String(pages) })}</p>
      {page < pages ? (
        <a href={localizePath(listingPath(collection, page + 1), locale)} rel="next" className={link}>
          {t("content.older")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
