import { useCallback, useRef, useState } from "react";
import { useDismiss } from "./use-dismiss";

/**
 * A header disclosure's state (the language selector, the Company menu): open or not, closed by Escape or a
 * press outside `root`, which gives the focus back to its `button`.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useDismiss(root, open, close);
  return { open, setOpen, root, button };
}
