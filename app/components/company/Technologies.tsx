import { useLocale } from "~/i18n/context";
import { Section } from "../ui/Section";

/** Product names are the same in every language; only the group names are translated. */
const GROUPS = [
  ["mobile", ["Flutter", "Kotlin", "Swift", "React Native"]],
  ["web", ["React", "Next.js", "Laravel", "Node.js", "Go"]],
  ["cloud", ["AWS", "Google Cloud", "Docker", "Kubernetes", "Terraform"]],
  ["data", ["PostgreSQL", "Redis", "MQTT", "TensorFlow Lite"]],
] as const;

/** The tools the company builds with, on About (each service page names its own). */
export function Technologies() {
  const { t } = useLocale();
  return (
    <Section split id="technologies" title={t("company.technologies.title")} text={t("company.technologies.text")}>
      <div className="grid gap-8 sm:grid-cols-2">
        {GROUPS.map(([group, names]) => (
          <div key={group}>
            <h3 className="text-sm font-semibold text-slate-300">{t(`company.technologies.group.${group}`)}</h3>
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
