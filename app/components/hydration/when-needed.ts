const INTERACTIONS = ["scroll", "wheel", "pointerdown", "touchstart", "keydown", "focusin", "click"] as const;

/**
 * Resolves when server-rendered content is about to matter: the element with `id` comes within one screen
 * of the viewport, or the visitor interacts with the page in any way. Resolves at once where there is no
 * such element yet (on the server, or after a navigation inside the browser).
 */
export function whenNeeded(id: string): Promise<void> {
  const element = typeof document === "undefined" ? null : document.getElementById(id);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: "100% 0px" },
    );
    function done() {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    }
    observer.observe(element);
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
}
