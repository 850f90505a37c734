import { Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { RequestFailedError, SessionEndedError, sendNewsletter } from "~/admin/api";
import { useAuth } from "~/admin/auth-context";
import { useLocale } from "~/i18n/context";
import { LANGUAGES, LOCALES, type Locale } from "~/i18n/locales";
import { buttonPrimarySmall, buttonSecondarySmall, fieldCompact, fieldLabel } from "../../ui/styles";

type Stage = "closed" | "writing" | "confirming" | "sending";

/**
 * An admin writes a newsletter (subject and plain-text message) for the subscribers of one language or all,
 * then confirms before it goes; every mail carries the subscriber's own unsubscribe link (the server adds it).
 */
export function NewsletterComposer({ onSent }: { onSent: (message: string) => void }) {
  const { t, locale } = useLocale();
  const { sessionEnded } = useAuth();
  const id = useId();
  const [stage, setStage] = useState<Stage>("closed");
  const [audience, setAudience] = useState<Locale | "all">(locale);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState("");
  const confirmButton = useRef<HTMLButtonElement>(null);
  // Asked to confirm, the reader is taken to the question's button (it says what it confirms).
  useEffect(() => {
    if (stage === "confirming") confirmButton.current?.focus();
  }, [stage]);

  if (stage === "closed") {
    return (
      <button type="button" className={buttonSecondarySmall} onClick={() => setStage("writing")} data-compose>
        <Send aria-hidden="true" className="size-4" />
        {t("admin.compose.open")}
      </button>
    );
  }

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim() || !body.trim()) return setProblem(t("admin.compose.missing"));
    setProblem("");
    setStage("confirming");
  };
  const send = async () => {
    setStage("sending");
    try {
      const { recipients } = await sendNewsletter({ subject, body, audience });
      setSubject("");
      setBody("");
      setStage("closed");
      onSent(t("admin.compose.sent", { count: recipients }));
    } catch (error) {
      if (error instanceof SessionEndedError) return sessionEnded(error.code);
      const mailOff = error instanceof RequestFailedError && error.status === 503;
      setProblem(t(mailOff ? "admin.compose.mailOff" : "admin.compose.failed"));
      setStage("writing");
    }
  };
  const locked = stage !== "writing";
  return (
    <form
      onSubmit={ask}
      aria-labelledby={`${id}-title`}
      className="mt-4 space-y-3 rounded-2xl border border-white/10 bg-ink-950/60 p-4"
      data-composer
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-white">
        {t("admin.compose.title")}
      </h3>
      <div>
        <label htmlFor={`${id}-audience`} className={fieldLabel}>
          {t("admin.compose.audience")}
        </label>
        <select
          id={`${id}-audience`}
          className={`${fieldCompact} mt-1`}
          value={audience}
          disabled={locked}
          onChange={(event) => setAudience(event.currentTarget.value as Locale | "all")}
        >
          <option value="all">{t("admin.compose.everyone")}</option>
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {t("admin.compose.language", { language: LANGUAGES[code].name })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-subject`} className={fieldLabel}>
          {t("admin.compose.subject")}
        </label>
        <input
          id={`${id}-subject`}
          className={`${fieldCompact} mt-1`}
          maxLength={200}
          value={subject}
          readOnly={locked}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-body`} className={fieldLabel}>
          {t("admin.compose.body")}
        </label>
        <textarea
          id={`${id}-body`}
          className={`${fieldCompact} mt-1 min-h-40`}
          maxLength={20_000}
          value={body}
          readOnly={locked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-400">
          {t("admin.compose.bodyHint")}
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-200">
          {problem}
        </p>
      )}
      {stage === "writing" ? (
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonPrimarySmall}>
            <Send aria-hidden="true" className="size-4" />
            {t("admin.compose.send")}
          </button>
          <button type="button" className={buttonSecondarySmall} onClick={() => setStage("closed")}>
            {t("admin.compose.cancel")}
          </button>
        </div>
      ) : (
        <div className="space-y-2">
          <p id={`${id}-confirm`} className="text-sm text-amber-200">
            {t("admin.compose.confirm")}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              ref={confirmButton}
              type="button"
              className={buttonPrimarySmall}
              disabled={stage === "sending"}
              aria-describedby={`${id}-confirm`}
              onClick={send}
            >
              {t(stage === "sending" ? "admin.compose.sending" : "admin.compose.confirmSend")}
            </button>
            <button
              type="button"
              className={buttonSecondarySmall}
              disabled={stage === "sending"}
              onClick={() => setStage("writing")}
            >
              {t("admin.compose.cancel")}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
