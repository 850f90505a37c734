import { useLocale } from "~/i18n/context";
import { Phrases } from "~/i18n/Phrases";
import { container, sectionHeading } from "../ui/styles";

const STATS = ["stat1", "stat2", "stat3", "stat4"] as const;

/** The company's key figures as a full-width band on the brand's colour: large numbers, no cards. */
export function WhyUsSection() {
  const { t } = useLocale();
  return (
    <section
      id="why-us"
      aria-labelledby="why-us-title"
      className="relative scroll-mt-16 overflow-hidden bg-gradient-to-br from-brand-700 via-brand-700 to-indigo-800 py-16 sm:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,0.14)_1px,transparent_0)] bg-[size:22px_22px] [mask-image:linear-gradient(to_left,black,transparent_70%)]"
      />
      <div className={`${container} relative grid gap-12 lg:grid-cols-[2fr_3fr] lg:items-center`}>
        <div>
          <h2 id="why-us-title" className={sectionHeading}>
            <Phrases text={t("homeSections.whyUs.title")} />
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-blue-100">{t("homeSections.whyUs.text")}</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10">
          {STATS.map((stat) => (
            <div key={stat} className="flex flex-col-reverse justify-end border-l-2 border-white/30 pl-5">
              <dt className="mt-2 text-sm leading-snug text-blue-100 sm:text-base">
                {t(`homeSections.whyUs.${stat}.label`)}
              </dt>
              <dd data-display="" className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
                {t(`homeSections.whyUs.${stat}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
