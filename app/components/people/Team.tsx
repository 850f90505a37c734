import { ArrowRight, Plus } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { Phrases } from "~/i18n/Phrases";
import { localizePath } from "~/i18n/paths";
import { subHeading } from "../ui/styles";
import { Portrait } from "./Portrait";
import { TEAM, TEAM_PREVIEW, teamAnchor } from "./team";

/**
 * The whole team on About: a portrait, the name, the role and one line on what each person does; after them, in
 * the place of the next person, the way to the careers page.
 */
export function TeamGrid() {
  const { locale, t } = useLocale();
  return (
    <ul className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2 sm:gap-y-10 lg:grid-cols-4">
      {TEAM.map(({ id, name, look }) => (
        <li key={id} id={teamAnchor(id)} data-person={id} className="flex scroll-mt-24 gap-5 sm:block">
          <Portrait look={look} className="size-16 sm:size-24" />
          <div>
            <h3 className="text-lg font-semibold text-white sm:mt-4">{name}</h3>
            <p className="text-sm font-medium text-brand-400">
              <Phrases text={t(`company.team.${id}.role`)} />
            </p>
            <p className="mt-2 text-sm leading-relaxed text-slate-400">
              <Phrases text={t(`company.team.${id}.line`)} />
            </p>
          </div>
        </li>
      ))}
      <li data-join="" className="flex gap-5 sm:block">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full border-2 border-dashed border-brand-400/40 text-brand-400 sm:size-24"
        >
          <Plus className="size-7 sm:size-9" />
        </span>
        <div>
          <h3 className="text-lg font-semibold text-white sm:mt-4">{t("company.careers.title")}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-400">{t("company.careers.intro")}</p>
          <a
            href={localizePath("/careers", locale)}
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-400 hover:text-brand-400/80"
          >
            {t("company.careers.rolesTitle")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
      </li>
    </ul>
  );
}

/** A few faces of the team on the landing page, and the way to meet the rest on About. */
export function TeamPreview() {
  const { locale, t } = useLocale();
  return (
    <div className="mt-16 border-t border-white/10 pt-10">
      <h3 data-display="" className={subHeading}>
        {t("company.team.preview.title")}
      </h3>
      {/* The role beside the portrait on a phone and a tablet, under it in a desktop's four columns: either way its
          whole width, so that "テクノロジーコンサルタント" stays on one line. */}
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TEAM_PREVIEW.map(({ id, name, look }) => (
          <li key={id} data-person={id} className="flex items-center gap-4 lg:flex-col lg:items-start">
            <Portrait look={look} className="size-16" />
            <div>
              <p className="font-semibold text-white">{name}</p>
              <p className="text-sm text-slate-400">
                <Phrases text={t(`company.team.${id}.role`)} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      <a
        href={`${localizePath("/about", locale)}#team`}
        className="mt-8 inline-flex items-center gap-2 font-semibold text-brand-400 hover:text-brand-400/80"
      >
        {t("company.team.preview.cta")}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}
