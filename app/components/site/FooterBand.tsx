import { MessageCircle, Newspaper } from "lucide-react";
import { Link, useMatches } from "react-router";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import { Island } from "~/islands/Island";
import type { RouteHandle } from "~/routing/handle";
import { NewsletterForm } from "./NewsletterForm";

const row = "grid gap-6 lg:grid-cols-2 lg:items-center";
const link = "inline-flex h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold transition";

/**
 * The footer's band above its columns: the newsletter box, or on a server that cannot send mail
 * (app/document/mail-off.ts) what stands in for it: the blog to follow (the social profiles are listed just
 * after) and the contact page to talk to a person. Both are prerendered; the server's mark on the page
 * (`data-mail`) decides which one shows, without a script. A page that ends with an invitation to write to us
 * (its route's `handle.endsWithInvitation`: the form, or the call to action leading to it) is not offered it again.
 */
export function FooterBand() {
  const { locale, t } = useLocale();
  const invited = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.endsWithInvitation);
  return (
    <div className="border-b border-white/5 py-10">
      <div data-needs-mail className={row}>
        <div>
          <h2 className="text-lg font-semibold text-white">{t("newsletter.title")}</h2>
          <p className="mt-1 max-w-xl text-sm text-slate-400">{t("newsletter.text")}</p>
        </div>
        <Island name="newsletter" component={NewsletterForm} props={{}} i18n={["common"]} />
      </div>
      <div data-without-mail className={row}>
        <div>
          <h2 className="text-lg font-semibold text-white">{t("footer.follow.title")}</h2>
          <p className="mt-1 max-w-xl text-sm text-slate-400">{t("footer.follow.text")}</p>
        </div>
        <ul className="flex flex-wrap gap-3 lg:justify-end">
          <li>
            <Link
              to={localizePath("/blog", locale)}
              className={`${link} border border-white/15 text-white hover:border-white/40 hover:bg-white/5`}
            >
              <Newspaper aria-hidden="true" className="size-4 text-brand-400" />
              {t("footer.follow.blog")}
            </Link>
          </li>
          {!invited && (
            <li>
              <Link
                to={localizePath("/contact", locale)}
                className={`${link} bg-brand-600 text-white hover:bg-brand-700`}
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                {t("footer.follow.contact")}
              </Link>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
