import { MessageCircle } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { startProjectPath } from "../site/nav-items";
import { buttonLight, container } from "../ui/styles";

/** The invitation to talk, at the end of the landing page and of About; it leads to the project form. */
export function CallToAction() {
  const { locale, t } = useLocale();
  return (
    <section aria-labelledby="cta-title" className="py-10">
      <div className={container}>
        <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-600 to-indigo-700 px-8 py-14 text-center sm:px-16">
          <h2
            id="cta-title"
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            {t("homeSections.cta.title")}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-blue-100">{t("homeSections.cta.text")}</p>
          <a href={startProjectPath(locale)} className={`${buttonLight} mt-8`}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {t("homeSections.cta.button")}
          </a>
        </div>
      </div>
    </section>
  );
}
