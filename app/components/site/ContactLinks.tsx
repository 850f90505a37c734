import { Mail, Phone } from "lucide-react";
import { SITE, SITE_LINKS } from "~/config/site";

/** The company's e-mail and phone as links, the same in every language. */
export function ContactLinks({ className, iconClassName }: { className: string; iconClassName: string }) {
  return (
    <ul className={className}>
      <li>
        <a href={SITE_LINKS.email} className="inline-flex items-center gap-2.5 transition hover:text-white">
          <Mail aria-hidden="true" className={iconClassName} />
          {SITE.email}
        </a>
      </li>
      <li>
        <a
          href={SITE_LINKS.phone}
          className="inline-flex items-center gap-2.5 whitespace-nowrap transition hover:text-white"
        >
          <Phone aria-hidden="true" className={iconClassName} />
          {SITE.phone}
        </a>
      </li>
    </ul>
  );
}
