import { Link } from "react-router";
import { Phrases } from "~/i18n/Phrases";
import type { NavItem } from "./nav-items";

/**
 * A titled list of links: the footer's columns (h2) and the 404 page's ways onward (h3). A label that wraps
 * breaks between phrases in Japanese and Chinese (two columns on a phone leave it half the width).
 */
export function LinkGroup({
  title,
  links,
  heading: Heading = "h2",
}: {
  title: string;
  links: NavItem[];
  heading?: "h2" | "h3";
}) {
  return (
    <div>
      <Heading className="text-sm font-semibold tracking-wide text-white">{title}</Heading>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-slate-400 transition hover:text-white">
              <Phrases text={link.label} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
