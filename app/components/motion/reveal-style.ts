import type { CSSProperties } from "react";
import type { RevealState } from "./use-view-reveal";

/** Inline style of one revealed item: fades (and slides up by `offsetPx`) in after `delayMs`; resets instantly. */
export function revealStyle(
  state: RevealState,
  { delayMs, durationS, offsetPx }: { delayMs: number; durationS: number; offsetPx: number },
): CSSProperties | undefined {
  if (state === "static") return undefined;
  const shown = state === "shown";
  return {
    opacity: shown ? 1 : 0,
    transform: shown ? "none" : `translateY(${offsetPx}px)`,
    transition: shown
      ? `opacity ${durationS}s ease-out ${delayMs}ms, transform ${durationS}s ease-out ${delayMs}ms`
      : "none",
  };
}
