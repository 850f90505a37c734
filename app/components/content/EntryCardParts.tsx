import { ArrowRight } from "lucide-react";
import { entryPath } from "~/content/pages";
import { useLocale } from "~/i18n/context";
import { Phrases } from "~/i18n/Phrases";
import { localizePath } from "~/i18n/paths";
import type { EntryCardData } from "./cards";
import { formatDay } from "./format";

/**
 * The head of an entry's card (EntryCard, EntrySpotlight): the client's industry (a case study) or the day (a
 * post), then the title as the link that covers the whole card. `heading` is the title's level in the page's
 * outline, `className` its size.
 */
export function EntryCardTitle({
  entry,
  heading: Heading,
  className,
}: {
  entry: EntryCardData;
  heading: "h2" | "h3";
  className: string;
}) {
  const { locale } = useLocale();
  return (
    <>
      <p className="text-sm font-semibold text-brand-400">
        {entry.industry ?? <time dateTime={entry.date}>{formatDay(entry.date, locale)}</time>}
      </p>
      <Heading data-display="" className={`mt-3 font-bold tracking-tight text-white ${className}`}>
        <a
          href={localizePath(entryPath(entry.collection, entry.slug), locale)}
          className="after:absolute after:inset-0 after:content-['']"
        >
          <Phrases text={entry.title} />
        </a>
      </Heading>
    </>
  );
}

/** The foot of an entry's card: where the card leads, for the eye (the title is the link). */
export function EntryCardMore({ entry, className }: { entry: EntryCardData; className: string }) {
  const { t } = useLocale();
  return (
    <p
      className={`inline-flex items-center gap-2 text-sm font-semibold text-brand-400 ${className}`}
      aria-hidden="true"
    >
      {t(entry.collection === "blog" ? "content.readPost" : "content.readCaseStudy")}
      <ArrowRight className="size-4 transition group-hover:translate-x-0.5" />
    </p>
  );
}
