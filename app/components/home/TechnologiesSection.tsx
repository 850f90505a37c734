import { useLocale } from "~/i18n/context";
import { Section } from "./Section";

/** Product names are the same in every language; only the group names are translated. */
const GROUPS = [
  ["mobile", ["Flutter", "Kotlin", "Swift", "React Native"]],
  ["web", ["React", "Next.js", "Laravel", "Node.js", "Go"]],
  ["cloud", ["AWS", "Google Cloud", "Docker", "Kubernetes", "Terraform"]],
  ["data", ["PostgreSQL", "Redis", "MQTT", "TensorFlow Lite"]],
] as const;

export function TechnologiesSection() {
  const { t } = useLocale();
  return (
    <Section
      id="technologies"
      title={t("homeSections.technologies.title")}
      text={t("homeSections.technologies.text")}
      tinted
    >
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {GROUPS.map(([group, names]) => (
          <div key={group}>
            <h3 className="text-sm font-semibold text-slate-300">{t(`homeSections.technologies.group.${group}`)}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {names.map((name) => (
                <li
                  key={name}
                  className="rounded-full border border-white/10 bg-ink-950/60 px-3 py-1.5 text-sm text-slate-200"
                >
                  {name}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
