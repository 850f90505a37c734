import { Send } from "lucide-react";
import { PageHeader } from "~/components/ui/PageHeader";
import { buttonPrimary, container } from "~/components/ui/styles";
import { SITE_LINKS } from "~/config/site";
import { useLocale } from "~/i18n/context";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/careers";

export const handle: RouteHandle = { i18n: ["company"] };

export const meta: Route.MetaFunction = staticPageMeta("careers");

export default function Careers() {
  const { t } = useLocale();
  return (
    <>
      <PageHeader title={t("company.careers.title")}>
        <p>{t("company.careers.intro")}</p>
      </PageHeader>
      <div className={`${container} py-16`}>
        <p className="leading-relaxed text-slate-300">{t("company.careers.noOpenings")}</p>
        <a
          href={`${SITE_LINKS.email}?subject=${encodeURIComponent(t("company.careers.mailSubject"))}`}
          className={`${buttonPrimary} mt-8`}
        >
          <Send aria-hidden="true" className="size-4" />
          {t("company.careers.sendCv")}
        </a>
      </div>
    </>
  );
}
