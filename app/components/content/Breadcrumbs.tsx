import { ChevronRight } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";

/** The way back up from an entry: Home › Blog › the entry (the page's BreadcrumbList in its structured data). */
export function Breadcrumbs({ trail }: { trail: readonly (readonly [string, string])[] }) {
  const { locale, t } = useLocale();
  return (
    <nav aria-label={t("content.breadcrumb")}>
      {/* One line: the current page (the heading below says it in full) shortens with an ellipsis. */}
      <ol className="flex min-w-0 items-center gap-2 text-sm text-slate-400">
        {trail.map(([name, path], index) => {
          const last = index === trail.length - 1;
          return (
            <li key={path} className={`flex items-center gap-2 ${last ? "min-w-0" : "shrink-0"}`}>
              {last ? (
                <span aria-current="page" className="truncate text-slate-300">
                  {name}
                </span>
              ) : (
                <>
                  <a href={localizePath(path, locale)} className="hover:text-white">
                    {name}
                  </a>
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
