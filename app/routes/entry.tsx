import { Fragment } from "react";
import { data } from "react-router";
import type { Article, BlogPosting } from "schema-dts";
import { Breadcrumbs } from "~/components/content/Breadcrumbs";
import { CaseStudyFacts } from "~/components/content/CaseStudyFacts";
import { Cover } from "~/components/content/Cover";
import { cardOf } from "~/components/content/cards";
import { EntryByline } from "~/components/content/EntryByline";
import { EntryContents } from "~/components/content/EntryContents";
import { EntryFigure } from "~/components/content/EntryFigure";
import { EntrySection } from "~/components/content/EntrySection";
import { CallToAction } from "~/components/home/CallToAction";
import { TEAM, teamAnchor } from "~/components/people/team";
import { container } from "~/components/ui/styles";
import { CARD_IMAGE, cardImagePath } from "~/content/card-image";
import { changedOn, coverOf, entryLocales, findEntry, relatedEntries } from "~/content/entries";
import { collectionOf, entryPath } from "~/content/pages";
import type { Collection, Entry } from "~/content/schema";
import { translator } from "~/i18n/catalog";
import { useLocale } from "~/i18n/context";
import { LANGUAGES } from "~/i18n/locales";
import { Phrases } from "~/i18n/Phrases";
import { localeFromPath, localizePath, stripLocale } from "~/i18n/paths";
import type { RouteHandle } from "~/root";
import { dayStart } from "~/seo/dates";
import { blogFeed } from "~/seo/feed";
import { nodeId, ORGANIZATION_ID } from "~/seo/graph";
import { pageMeta } from "~/seo/meta";
import { absoluteUrl } from "~/seo/urls";
import type { Route } from "./+types/entry";

export const handle: RouteHandle = {
  i18n: ["company", "homeSections", "services"],
  preloadDisplayFace: true,
  endsWithInvitation: true,
};

/** The listing each entry belongs to, as its breadcrumb names it. */
const LISTING = { "case-studies": "page.caseStudies", blog: "page.blog" } as const satisfies Record<Collection, string>;

/** Where a writer is presented: their place in the team on About (the team itself for a name it does not hold). */
const authorPage = (name: string) => `/about#${teamAnchor(TEAM.find((person) => person.name === name)?.id)}`;

/** A case study or blog post in the page's language; a language it is not written in is a 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const collection = collectionOf(stripLocale(pathname));
  const entry = findEntry(collection, params.slug, localeFromPath(pathname));
  if (!entry) throw data(null, { status: 404 });
  return {
    entry,
    cover: coverOf(entry),
    locales: entryLocales(collection, entry.slug),
    related: relatedEntries(entry).map(cardOf),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const locale = localeFromPath(location.pathname);
  if (!loaderData) {
    return pageMeta({
      pathname: location.pathname,
      title: "meta.notFound.title",
      description: "meta.notFound.description",
      missing: true,
    });
  }
  const { entry, locales } = loaderData;
  const t = translator(locale);
  const url = absoluteUrl(location.pathname);
  const image = absoluteUrl(cardImagePath(entry));
  const published = dayStart(entry.meta.date);
  const modified = dayStart(changedOn(entry));
  const author =
    entry.collection === "blog"
      ? {
          "@type": "Person" as const,
          name: entry.meta.author,
          ...(entry.meta.authorRole ? { jobTitle: entry.meta.authorRole } : {}),
          url: absoluteUrl(localizePath(authorPage(entry.meta.author), locale)),
          worksFor: { "@id": ORGANIZATION_ID },
        }
      : { "@type": "Organization" as const, name: entry.meta.author, parentOrganization: { "@id": ORGANIZATION_ID } };
  const main: (BlogPosting | Article) & { "@id": string } = {
    "@type": entry.collection === "blog" ? "BlogPosting" : "Article",
    "@id": nodeId(url, "article"),
    headline: entry.meta.title,
    description: entry.meta.summary,
    datePublished: published,
    dateModified: modified,
    inLanguage: LANGUAGES[locale].tag,
    author,
    publisher: { "@id": ORGANIZATION_ID },
    image,
    keywords: entry.meta.tags.join(", "),
    mainEntityOfPage: { "@id": nodeId(url, "webpage") },
  };
  return pageMeta({
    pathname: location.pathname,
    title: "meta.entry.title",
    shortTitle: "meta.entry.shortTitle",
    description: "meta.entry.description",
    values: () => ({ title: entry.meta.title, summary: entry.meta.summary }),
    locales,
    graph: { name: entry.meta.title, parents: [[t(LISTING[entry.collection]), `/${entry.collection}`]], main },
    image: { path: cardImagePath(entry), ...CARD_IMAGE, alt: entry.meta.coverAlt },
    article: { published, modified, tags: entry.meta.tags },
    feed: entry.collection === "blog" ? blogFeed(locale) : undefined,
  });
};

/**
 * A part of the text cut into one block per `##` section: a section after the first waits to be laid out until
 * it nears the screen or the page is laid out whole (decision 039), so that the first paint lays out the first
 * screen, not the whole text. The HTML is the Markdown's (raw HTML is dropped), so `<h2` opens a heading.
 */
function Sections({ html, first }: { html: string; first: boolean }) {
  const starts = [...html.matchAll(/<h2[ >]/g)].map((match) => match.index).filter((at) => at > 0);
  const cuts = [0, ...starts, html.length];
  return cuts.slice(1).map((end, index) => {
    const start = cuts[index] ?? 0;
    return (
      <div
        key={start}
        className="prose"
        data-later-block={first && index === 0 ? undefined : ""}
        dangerouslySetInnerHTML={{ __html: html.slice(start, end) }}
      />
    );
  });
}

/** The text, with each of a case study's figures closing the section its frontmatter names. */
function EntryBody({ entry }: { entry: Entry }) {
  const figures = entry.collection === "case-studies" ? entry.meta.figures : [];
  const placed = figures
    .map((figure, index) => ({ figure, at: entry.figuresAt?.[index] ?? entry.html.length }))
    .sort((a, b) => a.at - b.at);
  const cuts = [0, ...placed.map(({ at }) => at), entry.html.length];
  return (
    <>
      {cuts.slice(1).map((end, index) => {
        const start = cuts[index] ?? 0;
        const figure = placed[index]?.figure;
        return (
          <Fragment key={start}>
            {end > start && <Sections html={entry.html.slice(start, end)} first={start === 0} />}
            {figure && <EntryFigure visual={figure.visual} caption={figure.caption} />}
          </Fragment>
        );
      })}
    </>
  );
}

export default function EntryPage({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useLocale();
  const { entry, cover, related } = loaderData;
  const listing = `/${entry.collection}`;
  const trail = [
    [t("nav.home"), "/"],
    [t(LISTING[entry.collection]), listing],
    [entry.meta.title, entryPath(entry.collection, entry.slug)],
  ] as const;

  return (
    <>
      {/* The title across the top, then the cover as the page's wide picture (not a thumbnail beside the title). */}
      <header className="border-b border-white/5 bg-gradient-to-b from-brand-500/10 to-transparent">
        <div className={`${container} pt-10 pb-12 sm:pt-14`}>
          <Breadcrumbs trail={trail} />
          <ul className="mt-8 flex flex-wrap gap-2" aria-label={t("content.tags")}>
            {entry.meta.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full border border-white/10 px-3 py-1 text-xs font-medium text-slate-300"
              >
                {tag}
              </li>
            ))}
          </ul>
          <h1 className="mt-5 max-w-4xl text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl">
            <Phrases text={entry.meta.title} />
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-300">{entry.meta.summary}</p>
          <EntryByline entry={entry} />
          <Cover
            svg={cover}
            label={entry.meta.coverAlt}
            className="mt-10 rounded-3xl border border-white/10 sm:mt-12"
          />
        </div>
      </header>

      {entry.collection === "case-studies" && <CaseStudyFacts meta={entry.meta} />}

      <div className={`${container} grid gap-12 py-14 lg:grid-cols-[minmax(0,1fr)_18rem]`}>
        <div className="min-w-0">
          <EntryContents headings={entry.headings} layout="folded" />
          <EntryBody entry={entry} />
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <EntryContents headings={entry.headings} layout="aside" />
          <div className="rounded-3xl border border-white/10 p-6">
            <h2 className="text-sm font-semibold text-white">{t("content.services")}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {entry.meta.services.map((service) => (
                <li key={service}>
                  <a
                    href={localizePath(`/services/${service}`, locale)}
                    className="text-brand-400 hover:text-brand-400/80"
                  >
                    {t(`service.${service}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>

      <EntrySection
        id="related-title"
        title={t(entry.collection === "blog" ? "content.relatedPosts" : "content.relatedCaseStudies")}
        all={{
          href: localizePath(listing, locale),
          label: t(entry.collection === "blog" ? "content.allPosts" : "content.allCaseStudies"),
        }}
        entries={related}
      />
      <CallToAction />
    </>
  );
}
