import { Clock, Languages, MapPin } from "lucide-react";
import { SITE } from "~/config/site";
import { useLocale } from "~/i18n/context";
import { NumberedSteps } from "../ui/NumberedSteps";
import { container, sectionHeading, subHeading } from "../ui/styles";

const STEPS = ["step1", "step2", "step3", "step4"] as const;

/** How the company works, on About: where, in which languages and hours, and how a project starts. */
export function WorkingWithUs() {
  const { t } = useLocale();
  const { street, locality, postalCode } = SITE.address;
  const facts = [
    ["office", MapPin, `${street}, ${locality} ${postalCode}`],
    ["languages", Languages, null],
    ["time", Clock, null],
  ] as const;
  return (
    <section aria-labelledby="working-title" className="border-y border-white/5 bg-ink-900/60 py-16 sm:py-20">
      <div className={`${container} grid gap-12 lg:grid-cols-[2fr_3fr]`}>
        <div>
          <h2 id="working-title" className={sectionHeading}>
            {t("company.working.title")}
          </h2>
          <dl className="mt-8 space-y-6">
            {facts.map(([fact, Icon, detail]) => (
              <div key={fact}>
                <dt className="flex items-center gap-4 font-semibold text-white">
                  <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-400" />
                  {t(`company.working.${fact}.title`)}
                </dt>
                {detail && <dd className="mt-1 pl-10 text-slate-200">{detail}</dd>}
                <dd className="mt-1 pl-10 leading-relaxed text-slate-400">{t(`company.working.${fact}.text`)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h3 data-display="" className={subHeading}>
            {t("company.working.start.title")}
          </h3>
          <NumberedSteps
            className="mt-8"
            Heading="h4"
            steps={STEPS.map((step) => ({
              key: step,
              title: t(`company.working.start.${step}.title`),
              text: t(`company.working.start.${step}.text`),
            }))}
          />
        </div>
      </div>
    </section>
  );
}
