import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { useLocale } from "~/i18n/context";
import { buttonSecondary } from "../ui/styles";

/**
 * "Back" under a legal text (an island): returns to the page of this site the visitor came from; arriving
 * from elsewhere or directly, it leads to the home page instead of off the site. Without JavaScript it is a
 * link home.
 */
export function BackButton({ home }: { home: string }) {
  const { t } = useLocale();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    const cameFromSite = document.referrer.startsWith(`${window.location.origin}/`) && window.history.length > 1;
    if (!cameFromSite) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <a href={home} onClick={back} className={buttonSecondary}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("action.back")}
    </a>
  );
}
