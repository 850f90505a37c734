import { type ComponentType, lazy, memo, Suspense, useEffect } from "react";
import { holdSamePageLinks } from "./hold-same-page-links";
import { whenNeeded } from "./when-needed";

/**
 * A chunk that cannot load (a deploy replaced it, the network dropped) leaves the server's HTML in place,
 * readable and with working links, instead of failing the page.
 */
function keepServerHtml(error: unknown): Promise<never> {
  console.error("Deferred content could not load; it stays as the server rendered it.", error);
  return new Promise(() => {});
}

/**
 * Content below the fold whose code loads only when it is needed. The server renders it in full, so the
 * page reads the same without JavaScript; in the browser it stays the server's HTML, visible but inert,
 * until it nears the viewport or the visitor interacts, and then its chunk loads and React hydrates it.
 * After a navigation inside the browser it loads at once. `firstId` is the id of its first element, `load`
 * imports its module (dynamically, so that it gets a chunk of its own).
 */
export function deferredHydration(firstId: string, load: () => Promise<{ default: ComponentType }>) {
  let markHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => {
    markHydrated = resolve;
  });
  const Content = lazy(() => whenNeeded(firstId).then(load).catch(keepServerHtml));

  function Hydrated() {
    useEffect(markHydrated, []);
    return <Content />;
  }

  // Memoized without props: while the content waits, no re-render of the page reaches its boundary.
  return memo(function DeferredContent() {
    // A link within the page changes the router's location, and React can only answer that change
    // reaching a boundary still waiting for its code by dropping the server's HTML: such links wait.
    useEffect(() => holdSamePageLinks(hydrated), []);
    return (
      <Suspense fallback={null}>
        <Hydrated />
      </Suspense>
    );
  });
}
