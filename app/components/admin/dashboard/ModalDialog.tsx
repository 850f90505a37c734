import { type ReactNode, type RefObject, useEffect, useId, useState } from "react";
import { useLocale } from "~/i18n/context";
import { buttonSecondarySmall } from "../../ui/styles";

/**
 * A modal dialog of the dashboard, opened as it mounts: the browser's own `<dialog>`, which keeps the focus
 * inside and closes on Escape; `onClose` hears every way it closes (`dialogRef.current.close()` among them).
 * `name` marks it for tests (`data-dialog`).
 */
export function ModalDialog({
  dialogRef,
  name,
  title,
  onClose,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  name: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  useEffect(() => {
    dialogRef.current?.showModal();
  }, [dialogRef]);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      data-dialog={name}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl border border-white/10 bg-ink-900 p-6 text-slate-200 shadow-2xl backdrop:bg-black/60"
    >
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

/** The end of an editing dialog: what the server refused, if anything, then the way out. */
export function DialogEnd({
  dialogRef,
  problem,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  problem?: string | null;
}) {
  const { t } = useLocale();
  return (
    <>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-200">
          {problem}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <button type="button" className={buttonSecondarySmall} onClick={() => dialogRef.current?.close()}>
          {t("admin.goals.close")}
        </button>
      </div>
    </>
  );
}

/**
 * A panel's small button that opens one of its dialogs (`dialog`, told how to close); `marker` names it for tests
 * (`data-manage-goals`...).
 */
export function DialogButton({
  label,
  icon,
  marker,
  dialog,
}: {
  label: string;
  icon?: ReactNode;
  marker: string;
  dialog: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex items-center gap-1.5 rounded-full border border-white/15 px-3 py-1 text-sm font-medium text-slate-200 hover:border-white/40 hover:text-white"
        {...{ [marker]: true }}
      >
        {icon}
        {label}
      </button>
      {open && dialog(() => setOpen(false))}
    </>
  );
}
