import { type RefObject, useEffect, useState } from "react";

/**
 * "static": as rendered by the server, everything visible (no JavaScript yet,
 * or the section was already on screen when the page became interactive);
 * "hidden": waiting off screen; "shown": revealed on entering the viewport.
 */
export type RevealState = "static" | "hidden" | "shown";

export interface Reveal {
  state: RevealState;
  /** Whether the page was scrolling down when the section last entered the viewport. */
  scrollingDown: boolean;
}

/** Reveals an element each time at least `threshold` of it enters the viewport, and hides it when it leaves. */
export function useViewReveal(ref: RefObject<HTMLElement | null>, threshold: number, enabled = true): Reveal {
  const [reveal, setReveal] = useState<Reveal>({ state: "static", scrollingDown: true });

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) {
      setReveal({ state: "static", scrollingDown: true });
      return;
    }
    let lastY = window.scrollY;
    let scrollingDown = true;
    const onScroll = () => {
      const y = window.scrollY;
      if (y !== lastY) scrollingDown = y > lastY;
      lastY = y;
    };
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (first) {
          first = false;
          // On screen already when the page became interactive: leave it as it is.
          if (entry.isIntersecting) return;
        }
        setReveal({ state: entry.isIntersecting ? "shown" : "hidden", scrollingDown });
      },
      { threshold },
    );
    window.addEventListener("scroll", onScroll, { passive: true });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
    };
  }, [ref, threshold, enabled]);

  return reveal;
}
