import { Feed } from "feed";
import { data } from "react-router";
import { LOGO_PNG } from "~/config/constants";
import { SITE } from "~/config/site";
import { cardImagePath } from "~/content/card-image";
import { changedOn, entriesOf, latestChange } from "~/content/entries";
import { entryPath, FEED_PATH } from "~/content/pages";
import { translator } from "~/i18n/catalog";
import { LANGUAGES } from "~/i18n/locales";
import { localeFromPath, localizePath } from "~/i18n/paths";
import { dayStart } from "~/seo/dates";
import { absoluteUrl } from "~/seo/urls";
import type { Route } from "./+types/blog-feed";

const escapeHtml = (text: string) =>
  text.replace(/[&<>]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[char] ?? char);

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
    image: absoluteUrl(LOGO_PNG.path),
    favicon: absoluteUrl("/favicon.ico"),
    copyright: `© ${SITE.companyName}`,
    updated: new Date(dayStart(latestChange(posts) ?? "")),
    feedLinks: { rss: absoluteUrl(localizePath(FEED_PATH, locale)) },
  });
  for (const post of posts) {
    const link = absoluteUrl(localizePath(entryPath("blog", post.slug), locale));
    feed.addItem({
      title: post.meta.title,
      id: link,
      link,
      // A description is HTML to feed readers: the summary's text with its "&" and "<" escaped.
      description: escapeHtml(post.meta.summary),
      content: post.html,
      date: new Date(dayStart(changedOn(post))),
      published: new Date(dayStart(post.meta.date)),
      // RSS's <author> is an e-mail address: the writer's name goes in Dublin Core's <dc:creator>.
      extensions: [{ name: "dc:creator", objects: { _text: post.meta.author } }],
      category: post.meta.tags.map((name) => ({ name })),
      image: absoluteUrl(cardImagePath(post)),
    });
  }
  return new Response(feed.rss2(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
