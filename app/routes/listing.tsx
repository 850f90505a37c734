import { Rss } from "lucide-react";
import { data } from "react-router";
import { Industries } from "~/components/company/Industries";
import { cardOf } from "~/components/content/cards";
import { EntryGrid } from "~/components/content/EntryCard";
import { Pagination } from "~/components/content/Pagination";
import { CallToAction } from "~/components/home/CallToAction";
import { PageHeader } from "~/components/ui/PageHeader";
import { container } from "~/components/ui/styles";
import { entriesOf } from "~/content/entries";
import { collectionOf, FEED_PATH, LISTING_PAGE_SIZE, listingPageCount } from "~/content/pages";
import type { Collection } from "~/content/schema";
import { translator } from "~/i18n/catalog";
import { useLocale } from "~/i18n/context";
import { localeFromPath, localizePath, stripLocale } from "~/i18n/paths";
import type { RouteHandle } from "~/root";
import { blogFeed } from "~/seo/feed";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/listing";

export const handle: RouteHandle = { i18n: ["company", "homeSections"], endsWithInvitation: true };

const PAGE = {
  "case-studies": {
    title: "company.caseStudies.title",
    text: "company.caseStudies.text",
    meta: "caseStudies",
    name: "page.caseStudies",
  },
  blog: { title: "company.blog.title", text: "company.blog.text", meta: "blog", name: "page.blog" },
} as const satisfies Record<Collection, object>;

/**
 * A collection's entries in the page's language, newest first, LISTING_PAGE_SIZE a page: the first page at
 * /blog, the next at /blog/page/2. A page number that is not one of them is a 404 (page 1's only URL is /blog).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const collection = collectionOf(stripLocale(pathname));
  const entries = entriesOf(collection, localeFromPath(pathname));
  const pages = listingPageCount(entries.length);
  const page = params.page === undefined ? 1 : Number(params.page);
  if (params.page !== undefined && (!/^[2-9]\d*$|^[1-9]\d+$/.test(params.page) || page > pages)) {
    throw data(null, { status: 404 });
  }
  const shown = entries.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE);
  return { collection, page, pages, cards: shown.map(cardOf) };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const collection = loaderData?.collection ?? collectionOf(stripLocale(location.pathname));
  const { meta: name, name: crumb } = PAGE[collection];
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    pathname: location.pathname,
    title: `meta.${name}.title`,
    description: `meta.${name}.description`,
    missing: !loaderData,
    graph: { name: translator(locale)(crumb), kind: "CollectionPage" },
    feed: collection === "blog" && loaderData ? blogFeed(locale) : undefined,
  });
};

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useLocale();
  const { collection, page, pages, cards } = loaderData;
  const { title, text } = PAGE[collection];
  return (
    <>
      <PageHeader title={t(title)}>
        <p>{t(text)}</p>
        {collection === "blog" && (
          <p className="mt-4 text-base">
            <a
              href={localizePath(FEED_PATH, locale)}
              className="inline-flex items-center gap-2 text-brand-400 hover:text-brand-400/80"
            >
              <Rss aria-hidden="true" className="size-4" />
              {t("content.feedLink")}
            </a>
          </p>
        )}
      </PageHeader>
      <div className={`${container} py-16`}>
        {cards.length > 0 ? (
          <EntryGrid entries={cards} heading="h2" lead={page === 1} />
        ) : (
          <p className="text-slate-300">{t("content.empty")}</p>
        )}
        <Pagination collection={collection} page={page} pages={pages} />
      </div>
      {collection === "case-studies" && <Industries caseStudies={cards} />}
      <div className="py-16">
        {collection === "case-studies" ? (
          <CallToAction title={t("company.caseStudies.ctaTitle")} text={t("company.caseStudies.ctaText")} />
        ) : (
          <CallToAction />
        )}
      </div>
    </>
  );
}
