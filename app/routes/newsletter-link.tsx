import { CheckCircle2, CircleAlert, Mail } from "lucide-react";
import { data, Link } from "react-router";
import { buttonPrimary, buttonSecondary, container } from "~/components/ui/styles";
import { NEWSLETTER_CONFIRM_DAYS } from "~/config/constants";
import { SITE } from "~/config/site";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { localizePath } from "~/i18n/paths";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/newsletter-link";

export const handle: RouteHandle = { i18n: ["newsletter"] };

type Kind = "confirm" | "unsubscribe";
/** ask: the link is good, the button does it; done: it was done; unknown (404) and expired (410): it cannot be. */
type State = "ask" | "done" | "unknown" | "expired";

const TEXTS: Record<Kind, Record<State, [title: MessageKey, text: MessageKey]>> = {
  confirm: {
    ask: ["newsletterPage.confirm.title", "newsletterPage.confirm.text"],
    done: ["newsletterPage.confirmed.title", "newsletterPage.confirmed.text"],
    unknown: ["newsletterPage.confirmUnknown.title", "newsletterPage.confirmUnknown.text"],
    expired: ["newsletterPage.confirmExpired.title", "newsletterPage.confirmExpired.text"],
  },
  unsubscribe: {
    ask: ["newsletterPage.unsubscribe.title", "newsletterPage.unsubscribe.text"],
    done: ["newsletterPage.unsubscribed.title", "newsletterPage.unsubscribed.text"],
    unknown: ["newsletterPage.unsubscribeUnknown.title", "newsletterPage.unsubscribeUnknown.text"],
    expired: ["newsletterPage.unsubscribeUnknown.title", "newsletterPage.unsubscribeUnknown.text"],
  },
};

const STATUS: Record<State, number> = { ask: 200, done: 200, unknown: 404, expired: 410 };

/**
 * The pages of the newsletter's mailed links (/newsletter/confirm and /newsletter/unsubscribe, rendered per
 * request): a link that still works shows one button, whose form does it (a mail scanner that opens the
 * link confirms or unsubscribes nobody); a used, broken or expired one answers 4xx and says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind: Kind = url.pathname.endsWith("/unsubscribe") ? "unsubscribe" : "confirm";
  const token = url.searchParams.get("token") ?? "";
  const { newsletter } = context;
  if (!newsletter) throw new Error("the newsletter's pages need the server's load context");
  let state: State;
  if (url.searchParams.get(kind === "confirm" ? "confirmed" : "unsubscribed") === "1") state = "done";
  else {
    const link =
      kind === "confirm" ? await newsletter.confirmationState(token) : await newsletter.unsubscribeState(token);
    state = link === "valid" ? "ask" : link;
  }
  return data({ kind, state, token: state === "ask" ? token : "" }, { status: STATUS[state] });
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta({
    pathname: location.pathname,
    title:
      loaderData?.kind === "unsubscribe" ? "newsletterPage.unsubscribe.metaTitle" : "newsletterPage.confirm.metaTitle",
    description: "newsletter.text",
    noindex: true,
    missing: loaderData?.state !== "ask" && loaderData?.state !== "done",
  });

export default function NewsletterLink({ loaderData }: Route.ComponentProps) {
  const { kind, state, token } = loaderData;
  const { locale, t } = useLocale();
  const [title, text] = TEXTS[kind][state];
  const Icon = state === "done" ? CheckCircle2 : state === "ask" ? Mail : CircleAlert;
  return (
    <section className={`${container} flex justify-center py-20 sm:py-28`}>
      <div className="w-full max-w-lg rounded-3xl border border-white/10 bg-ink-900 p-8 text-center sm:p-10">
        <Icon
          aria-hidden="true"
          className={`mx-auto size-10 ${state === "unknown" || state === "expired" ? "text-amber-300" : "text-brand-400"}`}
        />
        <h1 className="mt-5 text-2xl font-bold text-white sm:text-3xl">{t(title)}</h1>
        <p className="mt-4 text-balance text-slate-300">
          {t(text, { days: NEWSLETTER_CONFIRM_DAYS, email: SITE.email })}
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {state === "ask" && (
            <form method="post" action={`/api/newsletter/${kind}`}>
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className={`${buttonPrimary} w-full sm:w-auto`}>
                {t(kind === "confirm" ? "newsletterPage.confirm.button" : "newsletterPage.unsubscribe.button")}
              </button>
            </form>
          )}
          <Link to={localizePath("/", locale)} className={state === "ask" ? buttonSecondary : buttonPrimary}>
            {t("newsletterPage.home")}
          </Link>
        </div>
      </div>
    </section>
  );
}
