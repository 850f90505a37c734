import { MessageCircle } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { Phrases } from "~/i18n/Phrases";
import { startProjectPath } from "../site/nav-items";
import { buttonLight, container, sectionHeading } from "../ui/styles";

/**
 * The invitation to talk, at the end of the landing page, of About and of the case studies; it leads to the
 * project form. A page may word its own heading and line.
 */
export function CallToAction({ title, text }: { title?: string; text?: string } = {}) {
  const { locale, t } = useLocale();
  return (
    <section aria-labelledby="cta-title" className="py-10">
      <div className={container}>
        <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-600 to-indigo-700 px-8 py-14 text-center sm:px-16">
          <h2 id="cta-title" className={`${sectionHeading} mx-auto max-w-2xl`}>
            <Phrases text={title ?? t("homeSections.cta.title")} />
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-blue-100">
            <Phrases text={text ?? t("homeSections.cta.text")} />
          </p>
          <a href={startProjectPath(locale)} data-goal="cta-start-project" className={`${buttonLight} mt-8`}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {t("homeSections.cta.button")}
          </a>
        </div>
      </div>
    </section>
  );
}
