import { type ReactNode, type RefObject, useEffect, useId } from "react";

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
