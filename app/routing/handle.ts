import type { Namespace } from "~/i18n/namespaces";

/** What a route module may declare in `handle` (root.tsx and the footer band read it): namespaces and traits. */
export interface RouteHandle {
  i18n?: Namespace[];
  /**
   * The page is an application, hydrated as a whole by React Router (the staff area). Every other page is
   * static HTML with islands (docs/decisions/019).
   */
  app?: boolean;
  /** The page's largest paint is a heading in the display face, which is preloaded (app/document/DisplayFont.tsx). */
  preloadDisplayFace?: boolean;
  /**
   * The page ends with an invitation to write to us (the form, or the call to action leading to it): the footer
   * does not offer it again just under it (site/FooterBand.tsx).
   */
  endsWithInvitation?: boolean;
}
