import { CircleCheck, Copy, Mail, MessageCircle, Phone, RotateCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { displayWhatsappNumber, SITE, SITE_LINKS } from "~/config/site";
import { CONTACT_FORM_ID } from "~/contact/whatsapp";
import { useLocale } from "~/i18n/context";
import { buttonSecondarySmall, field } from "../ui/styles";

/** What the form handed to WhatsApp: its reference code, the message and the chat's address. */
export interface Handover {
  ref: string;
  text: string;
  url: string;
}

const link =
  "inline-flex items-center gap-2 text-brand-400 underline-offset-4 transition [overflow-wrap:anywhere] hover:text-white hover:underline";

/** A sentence with a phone number in it, the number kept on one line (the sentence may wrap around it). */
function Unbroken({ text, part }: { text: string; part: string }) {
  const at = text.indexOf(part);
  if (at < 0) return <span>{text}</span>;
  return (
    <span>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{part}</span>
      {text.slice(at + part.length)}
    </span>
  );
}

/**
 * What the contact form says once it has handed a message to WhatsApp: the reference code, that WhatsApp
 * should have opened in a new tab, and the ways on if it did not: the chat again, the number on WhatsApp, a
 * call, an e-mail with the message, and the message itself to copy. The focus moves to its heading, so a
 * screen reader reads it out and a phone scrolls to it.
 */
export function HandoverSent({ handover }: { handover: Handover }) {
  const { t } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const message = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const id = `${CONTACT_FORM_ID}-sent`;

  useEffect(() => {
    setCopy("idle");
    heading.current?.focus();
  }, [handover]);

  const copyMessage = async () => {
    try {
      await navigator.clipboard.writeText(handover.text);
      setCopy("copied");
    } catch {
      // No clipboard here (an old browser, or refused): the text is selected for the visitor to copy.
      message.current?.select();
      setCopy("failed");
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-handover={handover.ref}
      className="mt-8 rounded-2xl border border-emerald-400/30 bg-emerald-400/5 p-5 sm:p-6"
    >
      <h3
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="flex items-start gap-2.5 text-lg font-semibold text-white focus:outline-none"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-300" />
        {t("contactForm.sent.title")}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-300">{t("contactForm.sent.text")}</p>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-sm text-slate-400">{t("contactForm.sent.ref")}</span>
        <strong data-ref className="font-mono text-lg tracking-wider text-white">
          {handover.ref}
        </strong>
      </p>
      <p className="mt-1 text-sm text-slate-400">{t("contactForm.sent.refNote")}</p>

      <h4 className="mt-6 text-sm font-semibold text-white">{t("contactForm.sent.fallbackTitle")}</h4>
      <ul className="mt-3 space-y-2.5 text-sm">
        <li>
          <a href={handover.url} target="_blank" rel="noopener noreferrer" className={link}>
            <RotateCw aria-hidden="true" className="size-4 shrink-0" />
            <span>{t("contactForm.sent.openAgain")}</span>
          </a>
        </li>
        <li>
          <a href={SITE_LINKS.whatsapp} target="_blank" rel="noopener noreferrer" className={link}>
            <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
            <Unbroken
              text={t("contactForm.sent.whatsapp", { number: displayWhatsappNumber() })}
              part={displayWhatsappNumber()}
            />
          </a>
        </li>
        <li>
          <a href={SITE_LINKS.phone} className={link}>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <Unbroken text={t("contactForm.sent.call", { number: SITE.phone })} part={SITE.phone} />
          </a>
        </li>
        <li>
          <a href={`${SITE_LINKS.email}?body=${encodeURIComponent(handover.text)}`} className={link}>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span>{t("contactForm.sent.email", { email: SITE.email })}</span>
          </a>
        </li>
      </ul>

      <label htmlFor={`${id}-message`} className="mt-6 block text-sm font-medium text-slate-200">
        {t("contactForm.sent.message")}
      </label>
      <textarea
        id={`${id}-message`}
        ref={message}
        readOnly
        rows={6}
        value={handover.text}
        className={`${field} font-mono text-sm`}
      />
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button type="button" onClick={copyMessage} className={buttonSecondarySmall}>
          <Copy aria-hidden="true" className="size-4" />
          {t("contactForm.sent.copy")}
        </button>
        <p role="status" className={`text-sm ${copy === "failed" ? "text-amber-300" : "text-emerald-300"}`}>
          {copy === "copied" ? t("contactForm.sent.copied") : copy === "failed" ? t("contactForm.sent.copyFailed") : ""}
        </p>
      </div>
    </section>
  );
}
