import { type RefObject, useLayoutEffect } from "react";

/**
 * Calls `onDismiss` on Escape or on a pointer press outside `ref` while `active`. The listeners are in place
 * before the opened part is painted (a layout effect): an Escape pressed as soon as it shows closes it.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: () => void) {
  useLayoutEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss();
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [ref, active, onDismiss]);
}
