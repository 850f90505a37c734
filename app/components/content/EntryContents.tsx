import { ChevronDown } from "lucide-react";
import type { Entry } from "~/content/schema";
import { useLocale } from "~/i18n/context";

/**
 * The sections of an entry's body as links: beside the text on a desktop (`layout="aside"`), and folded under
 * the picture on a phone (`layout="folded"`, a native disclosure), where a list after the article helps nobody.
 * The page renders both; each is hidden at the other's widths.
 */
export function EntryContents({ headings, layout }: { headings: Entry["headings"]; layout: "aside" | "folded" }) {
  const { t } = useLocale();
  if (headings.length < 2) return null;
  const list = (
    <ol className="mt-4 space-y-2 text-sm">
      {headings.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className="text-slate-400 hover:text-white">
            {heading.text}
          </a>
        </li>
      ))}
    </ol>
  );
  if (layout === "folded") {
    return (
      <nav aria-label={t("content.contents")} className="mb-10 lg:hidden">
        <details className="group rounded-3xl border border-white/10 px-6 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-sm font-semibold text-white [&::-webkit-details-marker]:hidden">
            {t("content.contents")}
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 text-slate-400 transition group-open:rotate-180"
            />
          </summary>
          {list}
        </details>
      </nav>
    );
  }
  return (
    <nav aria-labelledby="entry-contents" className="hidden rounded-3xl border border-white/10 p-6 lg:block">
      <h2 id="entry-contents" className="text-sm font-semibold text-white">
        {t("content.contents")}
      </h2>
      {list}
    </nav>
  );
}
