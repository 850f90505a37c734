import { ChevronDown, ChevronLeft, ChevronRight, Download, Mail, Trash2 } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { fetchSubscribers, removeSubscriber, SessionEndedError, subscribersCsvUrl } from "~/admin/api";
import { useAuth, useIsAdmin } from "~/admin/auth-context";
import type { NewsletterSubscriber } from "~/admin/types";
import { DASHBOARD_SUBSCRIBER_ROWS as ROWS } from "~/config/constants";
import { useLocale } from "~/i18n/context";
import { isLocale, LANGUAGES } from "~/i18n/locales";
import { buttonSecondarySmall, phoneHidden } from "../../ui/styles";
import { Spinner } from "../Spinner";
import { LoadFailed } from "./LoadFailed";
import { useValueLabel } from "./labels";
import { NewsletterComposer } from "./NewsletterComposer";
import { Panel } from "./Panel";
import { Unsubscribes } from "./Unsubscribes";
import { useFormat } from "./use-format";
import { shownData, useStaffData } from "./use-staff-data";

const smallButton =
  "inline-flex items-center justify-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold transition";

/**
 * One address: its language (by its own name) and the day it signed up, and for an admin a Remove button
 * that opens an inline confirmation. Escape or Cancel closes it and gives the focus back to Remove.
 */
function SubscriberItem({
  subscriber,
  confirming,
  failed,
  removing,
  onConfirming,
  onRemove,
  removable,
}: {
  subscriber: NewsletterSubscriber;
  removable: boolean;
  confirming: boolean;
  failed: boolean;
  removing: boolean;
  onConfirming: (open: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useLocale();
  const label = useValueLabel();
  const id = useId();
  const removeButton = useRef<HTMLButtonElement>(null);
  const format = useFormat();
  const { email } = subscriber;
  const cancel = () => {
    onConfirming(false);
    removeButton.current?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !removing) cancel();
  };
  return (
    <li className="py-3 first:pt-0 last:pb-0" data-subscriber={email}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-48">
          <p className="text-sm font-medium text-white [overflow-wrap:anywhere]" data-email>
            {email}
          </p>
          <p className="mt-0.5 text-xs text-slate-400">
            <span className="sr-only">{t("admin.newsletter.language")}: </span>
            <span lang={isLocale(subscriber.locale) ? LANGUAGES[subscriber.locale].tag : undefined} data-locale>
              {label("locale", subscriber.locale)}
            </span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">{t("admin.newsletter.subscribedOn")}: </span>
            <time dateTime={subscriber.createdAt} className="whitespace-nowrap">
              {format.moment(subscriber.createdAt)}
            </time>
          </p>
        </div>
        {removable && (
          <button
            ref={removeButton}
            type="button"
            aria-expanded={confirming}
            aria-controls={`${id}-confirm`}
            onClick={() => onConfirming(!confirming)}
            className={`${smallButton} shrink-0 border-white/15 text-slate-200 hover:border-rose-400/60 hover:text-white aria-expanded:border-rose-400/60 aria-expanded:bg-rose-500/10 aria-expanded:text-white`}
            data-remove
          >
            <Trash2 aria-hidden="true" className="size-3.5" />
            {t("admin.newsletter.remove")}
            <span className="sr-only"> {email}</span>
          </button>
        )}
      </div>
      <div id={`${id}-confirm`} hidden={!confirming}>
        {confirming && (
          <fieldset
            onKeyDown={onKey}
            className="mt-3 min-w-0 rounded-2xl border border-rose-400/30 bg-rose-500/5 p-3"
            data-confirm
          >
            <legend className="float-left w-full text-sm text-slate-200 [overflow-wrap:anywhere]">
              {t("admin.newsletter.confirm", { email })}
            </legend>
            <div className="clear-both flex flex-wrap gap-2 pt-3">
              <button
                type="button"
                onClick={onRemove}
                aria-disabled={removing}
                className={`${smallButton} border-rose-400/60 bg-rose-600 px-4 py-1.5 text-white hover:bg-rose-700 aria-disabled:opacity-60`}
                data-confirm-remove
              >
                {t(removing ? "admin.newsletter.removing" : "admin.newsletter.confirmRemove")}
              </button>
              {/* The safe choice has the focus when the confirmation opens. */}
              <button
                type="button"
                // biome-ignore lint/a11y/noAutofocus: the confirmation was just opened by this reader, who continues in it.
                autoFocus
                onClick={cancel}
                disabled={removing}
                className={`${smallButton} border-white/15 px-4 py-1.5 text-slate-200 hover:border-white/40 hover:text-white`}
              >
                {t("admin.newsletter.cancel")}
              </button>
            </div>
            {failed && (
              <p role="alert" className="mt-2 text-sm text-rose-300">
                {t("admin.newsletter.removeFailed", { email })}
              </p>
            )}
          </fieldset>
        )}
      </div>
    </li>
  );
}

/**
 * The newsletter's subscribers: how many, how many unsubscribed lately, a page of them at a time (newest
 * first) once the list is opened, all of them as CSV (with their unsubscribe links for an admin), and for an
 * admin, on each address a way to remove it (someone's request to be forgotten), confirmed first. After a removal the count and
 * the page follow, and a message says what happened.
 */
export function SubscribersPanel({ range }: { range: string }) {
  const format = useFormat();
  const { t } = useLocale();
  const { sessionEnded } = useAuth();
  const admin = useIsAdmin();
  const [offset, setOffset] = useState(0);
  const load = useCallback(() => fetchSubscribers(ROWS, offset), [offset]);
  const { data, retry, update } = useStaffData(load);
  const page = shownData(data);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  // The list opens on demand: the dashboard is read for its figures, the addresses are looked up now and then.
  const [listed, setListed] = useState(false);
  const listId = useId();
  const status = useRef<HTMLParagraphElement>(null);
  // Once a removal's message is shown, the row (and the focus in it) is gone: the reader continues at the message.
  useEffect(() => {
    if (notice) status.current?.focus();
  }, [notice]);

  const open = (email: string, opened: boolean) => {
    setConfirming(opened ? email : null);
    setFailed(null);
  };
  const turn = (to: number) => {
    setConfirming(null);
    setNotice("");
    setOffset(to);
  };
  const remove = async (email: string) => {
    if (removing) return;
    setRemoving(true);
    setFailed(null);
    try {
      const removed = await removeSubscriber(email);
      setConfirming(null);
      setNotice(t(removed ? "admin.newsletter.removed" : "admin.newsletter.alreadyRemoved", { email }));
      const lastOnPage = page?.subscribers.length === 1;
      update((before) => ({
        ...before,
        count: Math.max(0, before.count - 1),
        subscribers: before.subscribers.filter((subscriber) => subscriber.email !== email),
      }));
      // The page fills up again from the server; a later page left empty gives way to the one before.
      if (lastOnPage && offset > 0) setOffset(Math.max(0, offset - ROWS));
      else retry();
    } catch (error) {
      if (error instanceof SessionEndedError) return sessionEnded(error.code);
      setFailed(email);
    } finally {
      setRemoving(false);
    }
  };

  const count = page?.count;
  const subscribers = page?.subscribers;
  const last = subscribers ? offset + subscribers.length : 0;
  return (
    <Panel
      title={t("admin.newsletter.title")}
      action={
        <a href={subscribersCsvUrl} download className={buttonSecondarySmall} data-subscribers-csv>
          <Download aria-hidden="true" className="size-4" />
          {t("admin.newsletter.export")}
        </a>
      }
    >
      {count !== undefined && (
        <p className="flex items-center gap-2 text-2xl font-bold text-white tabular-nums" data-subscribers>
          <Mail aria-hidden="true" className="size-5 text-brand-400" />
          {format.number(count)}
        </p>
      )}
      <Unsubscribes range={range} />
      {/* Without mail on the server, nothing to write: the reason instead of a form that cannot send. */}
      {admin && page && (
        <div className="mt-4">
          {page.mail ? (
            <NewsletterComposer onSent={setNotice} />
          ) : (
            <p className="text-sm text-slate-400" data-compose-off>
              {t("admin.compose.mailOff")}
            </p>
          )}
        </div>
      )}
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className="mt-2 text-sm text-emerald-300 outline-none empty:hidden [overflow-wrap:anywhere]"
        data-subscribers-status
      >
        {notice}
      </p>
      <button
        type="button"
        aria-expanded={listed}
        aria-controls={listId}
        onClick={() => setListed(!listed)}
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-400 hover:text-brand-400/80"
        data-subscribers-toggle
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition ${listed ? "rotate-180" : ""}`} />
        {t(listed ? "admin.newsletter.hideList" : "admin.newsletter.showList")}
      </button>
      <div id={listId} hidden={!listed}>
        <div className="mt-4 border-white/10 border-t pt-4" aria-busy={data.state === "loading"} data-subscriber-list>
          {data.state === "failed" ? (
            <LoadFailed compact onRetry={retry} />
          ) : !subscribers ? (
            <Spinner label={t("admin.loadingData")} />
          ) : subscribers.length === 0 ? (
            <p className="text-sm text-slate-400">{t("admin.newsletter.none")}</p>
          ) : (
            <ul className="divide-y divide-white/5">
              {subscribers.map((subscriber) => (
                <SubscriberItem
                  key={subscriber.email}
                  subscriber={subscriber}
                  confirming={confirming === subscriber.email}
                  failed={failed === subscriber.email}
                  removing={removing && confirming === subscriber.email}
                  onConfirming={(opened) => open(subscriber.email, opened)}
                  onRemove={() => remove(subscriber.email)}
                  removable={admin}
                />
              ))}
            </ul>
          )}
        </div>
        {count !== undefined && count > ROWS && subscribers && subscribers.length > 0 && (
          <nav aria-label={t("admin.newsletter.pages")} className="mt-4 flex items-center justify-between gap-2">
            <button
              type="button"
              aria-disabled={offset === 0}
              onClick={() => offset > 0 && turn(Math.max(0, offset - ROWS))}
              className={`${buttonSecondarySmall} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className={phoneHidden}>{t("admin.newsletter.previous")}</span>
            </button>
            <p className="min-w-0 text-center text-sm text-slate-300 tabular-nums" data-subscriber-range>
              {t("admin.newsletter.range", {
                from: format.number(offset + 1),
                to: format.number(last),
                count: format.number(count),
              })}
            </p>
            <button
              type="button"
              aria-disabled={last >= count}
              onClick={() => last < count && turn(offset + ROWS)}
              className={`${buttonSecondarySmall} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
            >
              <span className={phoneHidden}>{t("admin.newsletter.next")}</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </nav>
        )}
      </div>
    </Panel>
  );
}
