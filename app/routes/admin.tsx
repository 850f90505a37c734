import { Lock } from "lucide-react";
import { Link } from "react-router";
import { BrandMark } from "~/components/site/BrandMark";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/admin";

export const handle: RouteHandle = { i18n: ["admin"] };

// The staff area's title lives in its own namespace, so public pages never download it.
export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    pathname: location.pathname,
    title: "admin.meta.title",
    description: "admin.meta.description",
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

export default function Admin() {
  const { locale, t } = useLocale();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-5 py-16">
      <div className="w-full max-w-md rounded-3xl border border-white/10 bg-ink-900 p-8 shadow-2xl">
        <Link to={localizePath("/", locale)} aria-label={t("site.homeLink")} className="inline-flex">
          <BrandMark className="size-10" />
        </Link>
        <h1 className="mt-6 flex items-center gap-2 text-2xl font-bold text-white">
          <Lock aria-hidden="true" className="size-5 text-brand-400" />
          {t("admin.title")}
        </h1>
        <p className="mt-3 text-slate-400">{t("admin.intro")}</p>
        <p lang="id" className="mt-6 rounded-2xl bg-white/5 p-4 text-sm text-slate-300">
          {t("admin.access")}
        </p>
      </div>
    </main>
  );
}
