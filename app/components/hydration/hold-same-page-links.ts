/** Whether following the link only moves within the current page (its hash differs, nothing else). */
function isSamePageLink(link: HTMLAnchorElement): boolean {
  return (
    link.origin === window.location.origin &&
    link.pathname === window.location.pathname &&
    link.search === window.location.search &&
    link.hash !== "" &&
    !link.target
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
    if (done || !(link instanceof HTMLAnchorElement) || !isSamePageLink(link)) return;
    event.preventDefault();
    event.stopPropagation();
    void ready.then(() => link.click());
  };
  const stop = () => {
    done = true;
    window.removeEventListener("click", hold, true);
  };
  window.addEventListener("click", hold, true);
  void ready.then(stop);
  return stop;
}
