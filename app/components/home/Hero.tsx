import { ArrowRight } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { Phrases } from "~/i18n/Phrases";
import { buttonPrimary, buttonSecondary, container } from "../ui/styles";
import { CLIENT_NAMES, ClientLogos } from "../visuals/ClientLogos";
import { HeroPhoneVisual, HeroVisual } from "../visuals/HeroVisual";

/** The landing page's first screen: promise, two ways on, a picture of the work, and clients who trust it. */
export function Hero() {
  const { t } = useLocale();
  return (
    <section id="home" aria-labelledby="home-title" className="relative scroll-mt-16 overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_80%_60%_at_20%_0%,rgba(59,130,246,0.28),transparent_60%),radial-gradient(ellipse_50%_50%_at_90%_30%,rgba(37,99,235,0.16),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
      />
      <div
        className={`${container} relative grid items-center gap-14 pt-16 pb-20 sm:pt-24 sm:pb-24 lg:grid-cols-[1.05fr_1fr] lg:pt-24`}
      >
        <div>
          <p className="inline-flex rounded-full border border-brand-500/30 bg-brand-500/10 px-3.5 py-1.5 text-xs font-semibold text-brand-400 sm:px-4 sm:text-sm">
            {t("home.hero.eyebrow")}
          </p>
          <h1
            id="home-title"
            className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-white sm:text-6xl lg:text-[3.5rem]"
          >
            <Phrases text={t("home.hero.title")} />
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{t("home.hero.text")}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
            <a href="#services" data-goal="hero-services" className={buttonPrimary}>
              {t("home.hero.explore")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
            <a href="#contact" data-goal="hero-contact" className={buttonSecondary}>
              {t("home.hero.contact")}
            </a>
          </div>
        </div>
        {/* A phone shows the phone alone, whole, at a size its figures can be read; wider screens the whole scene. */}
        <div className="mx-auto w-full max-w-sm sm:hidden">
          <HeroPhoneVisual label={t("home.hero.visualPhone")} />
        </div>
        <div className="mx-auto hidden w-full max-w-xl sm:block lg:max-w-none">
          <HeroVisual label={t("home.hero.visual")} />
        </div>
      </div>
      <div className={`${container} relative pb-16`}>
        <p className="mb-6 text-sm font-medium text-slate-400">{t("home.hero.clients")}</p>
        <ClientLogos label={CLIENT_NAMES.join(", ")} />
      </div>
    </section>
  );
}
