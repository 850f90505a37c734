import { type ComponentType, lazy, memo, Suspense } from "react";
import { whenNeeded } from "./when-needed";

/**
 * Content below the fold whose code loads only when it is needed. The server renders it in full, so the
 * page reads the same without JavaScript; in the browser it stays the server's HTML, visible but inert,
 * until it nears the viewport or the visitor interacts, and then its chunk loads and React hydrates it.
 * After a navigation inside the browser it loads at once. `firstId` is the id of its first element.
 */
export function deferredHydration(firstId: string, load: () => Promise<{ default: ComponentType }>) {
  const Content = lazy(() => whenNeeded(firstId).then(load));
  // Memoized without props: while it waits, no re-render of the page reaches the boundary, which React
  // could otherwise only answer by replacing the server's HTML with the (empty) fallback.
  return memo(function DeferredContent() {
    return (
      <Suspense fallback={null}>
        <Content />
      </Suspense>
    );
  });
}
