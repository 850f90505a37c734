import type { ComponentType } from "react";
import type { Namespace } from "~/i18n/namespaces";
import type { IslandName } from "./registry";

/**
 * When an island's code loads and hydrates: `visible` once it comes within a screen of the viewport (or the
 * visitor focuses or presses inside it), `idle` once the page has settled (islands that render nothing at
 * first, such as back-to-top, which have no box to watch).
 */
export type IslandLoading = "visible" | "idle";

/**
 * An interactive part of a public page. The server renders `component` in place, like the rest of the page;
 * in the browser only this part becomes a component again (app/islands/main.tsx), while the static text
 * around it is never hydrated. Its props travel in the page as JSON, so they must be plain data.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  i18n,
  loading = "visible",
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /** The message namespaces it renders, loaded before it hydrates. */
  i18n: readonly Namespace[];
  loading?: IslandLoading;
}) {
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-i18n={i18n.join(" ")}
      data-loading={loading}
      className="contents"
    >
      <Component {...props} />
    </div>
  );
}
