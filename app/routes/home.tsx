import { Link } from "react-router";
import { buttonPrimary, buttonSecondary, container } from "~/components/ui/styles";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import { SERVICE_IDS, servicePath } from "~/services/catalog";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { i18n: ["home", "services"] };

export const meta: Route.MetaFunction = staticPageMeta("home");

export default function Home() {
  const { locale, t } = useLocale();
  return (
    <>
      <section id="home" className="relative scroll-mt-16 overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(59,130,246,0.25),transparent_60%)]"
        />
        <div className={`${container} relative py-24 sm:py-32`}>
          <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">{t("home.hero.eyebrow")}</p>
          <h1 className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-6xl">
            {t("home.hero.title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300">{t("home.hero.text")}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <a href="#services" className={buttonPrimary}>
              {t("home.hero.explore")}
            </a>
            <a href="#contact" className={buttonSecondary}>
              {t("home.hero.contact")}
            </a>
          </div>
        </div>
      </section>

      <section id="services" aria-labelledby="services-title" className="scroll-mt-16 py-20">
        <div className={container}>
          <h2 id="services-title" className="text-3xl font-bold text-white sm:text-4xl">
            {t("home.services.title")}
          </h2>
          <p className="mt-4 max-w-2xl text-slate-400">{t("home.services.text")}</p>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICE_IDS.map((id) => (
              <li key={id} className="rounded-3xl border border-white/10 bg-ink-900 p-6">
                <h3 className="text-lg font-semibold text-white">
                  <Link to={localizePath(servicePath(id), locale)} className="hover:text-brand-400">
                    {t(`service.${id}`)}
                  </Link>
                </h3>
                <p className="mt-3 text-sm leading-relaxed text-slate-400">{t(`services.${id}.summary`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="about" aria-labelledby="about-title" className="scroll-mt-16 bg-ink-900/60 py-20">
        <div className={container}>
          <h2 id="about-title" className="text-3xl font-bold text-white sm:text-4xl">
            {t("home.about.title")}
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-300">{t("home.about.text")}</p>
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-title" className="scroll-mt-16 py-20">
        <div className={container}>
          <h2 id="contact-title" className="text-3xl font-bold text-white sm:text-4xl">
            {t("home.contact.title")}
          </h2>
          <p className="mt-4 max-w-2xl text-slate-400">{t("home.contact.text")}</p>
        </div>
      </section>
    </>
  );
}
