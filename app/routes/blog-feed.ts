import { Feed } from "feed";
import { data } from "react-router";
import { SITE } from "~/config/site";
import { cardImagePath } from "~/content/card-image";
import { changedOn, entriesOf, latestChange } from "~/content/entries";
import { entryPath, FEED_PATH } from "~/content/pages";
import { translator } from "~/i18n/catalog";
import { LANGUAGES } from "~/i18n/locales";
import { localeFromPath, localizePath } from "~/i18n/paths";
import { absoluteUrl } from "~/seo/urls";
import type { Route } from "./+types/blog-feed";

/** The blog in a language as an RSS 2.0 feed (prerendered; a language without posts has none). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const posts = entriesOf("blog", locale);
  if (posts.length === 0) throw data(null, { status: 404 });
  const t = translator(locale);
  const feed = new Feed({
    title: t("content.feedTitle"),
    description: t("meta.blog.description"),
    id: absoluteUrl(localizePath("/blog", locale)),
    link: absoluteUrl(localizePath("/blog", locale)),
    language: LANGUAGES[locale].tag,
    image: absoluteUrl("/logo.svg"),
    favicon: absoluteUrl("/favicon.svg"),
    copyright: `© ${SITE.companyName}`,
    updated: new Date(`${latestChange(posts)}T00:00:00Z`),
    feedLinks: { rss: absoluteUrl(localizePath(FEED_PATH, locale)) },
  });
  for (const post of posts) {
    const link = absoluteUrl(localizePath(entryPath("blog", post.slug), locale));
    feed.addItem({
      title: post.meta.title,
      id: link,
      link,
      description: post.meta.summary,
      content: post.html,
      date: new Date(`${changedOn(post)}T00:00:00Z`),
      published: new Date(`${post.meta.date}T00:00:00Z`),
      author: [{ name: post.meta.author }],
      category: post.meta.tags.map((name) => ({ name })),
      image: absoluteUrl(cardImagePath(post)),
    });
  }
  return new Response(feed.rss2(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
