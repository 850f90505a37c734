const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Whether a plain click on the link only moves within the current page (its hash differs, nothing else). */
function isSamePageClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return (
    !modified &&
    !link.target &&
    !link.hasAttribute("download") &&
    link.origin === window.location.origin &&
    withoutTrailingSlash(link.pathname) === withoutTrailingSlash(window.location.pathname) &&
    link.search === window.location.search &&
    link.hash !== ""
  );
}

/**
 * Until `ready` resolves, holds back clicks on links within the page, then replays them. Returns a
 * function that stops holding.
 */
export function holdSamePageLinks(ready: Promise<void>): () => void {
  let done = false;
  const hold = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (done || !(link instanceof HTMLAnchorElement) || !isSamePageClick(event, link)) return;
    event.preventDefault();
    event.stopPropagation();
    void ready.then(() => {
      if (link.isConnected) link.click();
    });
  };
  const stop = () => {
    done = true;
    window.removeEventListener("click", hold, true);
  };
  window.addEventListener("click", hold, true);
  void ready.then(stop);
  return stop;
}
