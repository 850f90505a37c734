import { useState } from "react";
import { apiErrorOf } from "~/api-error";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";

type Status =
  | "idle"
  | "sending"
  | "confirmation_sent"
  | "invalid_email"
  | "rate_limited"
  | "newsletter_unavailable"
  | "failed";

const MESSAGES: Record<Exclude<Status, "idle" | "sending">, MessageKey> = {
  confirmation_sent: "newsletter.pending",
  invalid_email: "newsletter.invalid",
  newsletter_unavailable: "newsletter.unavailable",
  rate_limited: "newsletter.rateLimited",
  failed: "newsletter.failed",
};

/** The refusals the form words, by the API's error code (docs/decisions/028). */
const REFUSALS: Partial<Record<string, Status>> = {
  "newsletter/invalid-email": "invalid_email",
  "newsletter/unavailable": "newsletter_unavailable",
  "request/too-many": "rate_limited",
};

async function subscribe(email: string, locale: string): Promise<Status> {
  try {
    const response = await fetch("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, locale }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok)
      return (body as { status?: unknown } | null)?.status === "confirmation_sent" ? "confirmation_sent" : "failed";
    return REFUSALS[apiErrorOf(body)?.code ?? ""] ?? "failed";
  } catch {
    return "failed";
  }
}

/** The ids of its field and message: the footer, and with it the form, is on a page once. */
const id = "newsletter";

/**
 * The footer's subscribe box (an island): one e-mail field, answered in the page's language. The answer is the
 * same for a new, waiting or subscribed address: check your inbox (double opt-in, docs/decisions/025). The
 * field is the browser's own, so an address typed before the form became interactive is kept.
 */
export function NewsletterForm() {
  const { locale, t } = useLocale();
  const [status, setStatus] = useState<Status>("idle");
  const done = status === "confirmation_sent";

  return (
    <form
      className="mt-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        setStatus("sending");
        const result = await subscribe(String(new FormData(form).get("email") ?? ""), locale);
        setStatus(result);
        if (result === "confirmation_sent") form.reset();
      }}
    >
      <label htmlFor={`${id}-email`} className="sr-only">
        {t("newsletter.label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t("newsletter.placeholder")}
          aria-describedby={`${id}-status`}
          className="block h-11 w-full rounded-full border border-white/10 bg-ink-950 px-5 text-sm text-white transition placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
        />
        <button
          type="submit"
          disabled={status === "sending"}
          className="h-11 shrink-0 rounded-full border border-brand-600 bg-brand-600 px-5 text-sm font-semibold text-white transition hover:border-brand-700 hover:bg-brand-700 disabled:opacity-60"
        >
          {status === "sending" ? t("newsletter.sending") : t("newsletter.submit")}
        </button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={`mt-2 min-h-5 text-sm ${done ? "text-emerald-300" : "text-rose-300"}`}
      >
        {status in MESSAGES ? t(MESSAGES[status as keyof typeof MESSAGES]) : ""}
      </p>
    </form>
  );
}
