import { useEffect, useRef, useState } from "react";
import { ANIMATION } from "~/config/constants";
import { useLocale } from "~/i18n/context";
import { PhraseText } from "~/i18n/PhraseText";
import { isServiceId } from "~/services/catalog";
import { WhatsAppForm } from "../contact/WhatsAppForm";
import { revealStyle } from "../motion/reveal-style";
import { useReducedAnimation } from "../motion/use-reduced-animation";
import { useViewReveal } from "../motion/use-view-reveal";
import { ContactLinks } from "../site/ContactLinks";
import { container, sectionHeading } from "../ui/styles";

/**
 * The project form (anchor #contact). It fades and slides in when a fifth of it
 * is visible and hides again when it leaves; `?project=<service id>` fills in
 * the project. An island of the landing page: its intro comes split into phrases by the server (PhraseText).
 */
export function ContactSection({ intro }: { intro: readonly string[] }) {
  const { t } = useLocale();
  const section = useRef<HTMLElement>(null);
  const animation = useReducedAnimation();
  const { state } = useViewReveal(section, ANIMATION.contactVisibilityThreshold, !animation.prefersReducedMotion);
  const [prefill, setPrefill] = useState<Record<string, string>>();
  useEffect(() => {
    const projectId = new URLSearchParams(window.location.search).get("project");
    if (projectId && isServiceId(projectId)) setPrefill({ project: t(`service.${projectId}`) });
  }, [t]);

  const staggerMs = animation.reduced ? ANIMATION.cardStaggerReducedMs : ANIMATION.contactStaggerS * 1000;
  const item = (index: number, durationS: number) =>
    revealStyle(state, {
      delayMs: index * staggerMs,
      durationS: animation.reduced ? ANIMATION.durationReducedS : durationS,
      offsetPx: ANIMATION.contactOffsetPx,
    });

  return (
    <section
      ref={section}
      id="contact"
      aria-labelledby="contact-title"
      data-reveal={state}
      data-motion={animation.reduced ? "reduced" : "full"}
      className="scroll-mt-16 py-20 sm:py-24"
    >
      <div className={`${container} grid gap-12 lg:grid-cols-[2fr_3fr]`}>
        <div>
          <h2 id="contact-title" style={item(0, ANIMATION.contactRevealS)} className={sectionHeading}>
            {t("homeSections.contact.title")}
          </h2>
          <p style={item(1, ANIMATION.contactRevealS)} className="mt-4 text-lg leading-relaxed text-slate-400">
            <PhraseText phrases={intro} />
          </p>
          <div style={item(2, ANIMATION.contactRevealS)} className="mt-8">
            {/* Not every reader can use WhatsApp (in China, for one): e-mail and a call reach a person too. */}
            <p className="text-sm font-medium text-slate-300">{t("homeSections.contact.direct")}</p>
            <ContactLinks className="mt-3 space-y-3 text-slate-300" iconClassName="size-5 text-brand-400" />
          </div>
        </div>
        <div className="rounded-3xl border border-white/10 bg-ink-900 p-6 sm:p-8">
          <WhatsAppForm
            prefill={prefill}
            itemStyle={(index) => item(index + 3, ANIMATION.contactFormS)}
            submitLabel={t("homeSections.contact.form.submit")}
            note={t("homeSections.contact.form.note")}
            fields={[
              {
                name: "name",
                label: t("homeSections.contact.form.name"),
                messageLabel: "Nama",
                placeholder: t("homeSections.contact.form.namePlaceholder"),
                autoComplete: "name",
              },
              {
                name: "project",
                label: t("homeSections.contact.form.project"),
                messageLabel: "Proyek",
                placeholder: t("homeSections.contact.form.projectPlaceholder"),
              },
              {
                name: "message",
                label: t("homeSections.contact.form.message"),
                messageLabel: "Deskripsi Proyek",
                placeholder: t("homeSections.contact.form.messagePlaceholder"),
                multiline: true,
              },
            ]}
          />
        </div>
      </div>
    </section>
  );
}
