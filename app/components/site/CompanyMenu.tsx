import { ChevronDown } from "lucide-react";
import { useLocale } from "~/i18n/context";
import { currentOf, type NavItem } from "./nav-items";
import { useDisclosure } from "./use-disclosure";

const LIST_ID = "company-menu";

/**
 * The header's disclosure of the company pages (desktop). While one of them is the page on screen its button is
 * tinted like the header's current place and says so (aria-current), and that page's link is marked as current.
 */
export function CompanyMenu({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const { t } = useLocale();
  const { open, setOpen, root, button } = useDisclosure();
  const here = items.some((item) => currentOf(item, pathname));

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={LIST_ID}
        data-current={here || undefined}
        aria-current={here ? "true" : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-full px-3.5 py-2 text-sm font-medium text-slate-300 transition hover:bg-white/5 hover:text-white data-current:bg-brand-500/20 data-current:font-semibold data-current:text-white"
      >
        {t("nav.company")}
        <ChevronDown aria-hidden="true" className={`size-4 transition ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={LIST_ID}
        hidden={!open}
        className="absolute left-1/2 z-50 mt-2 w-56 -translate-x-1/2 rounded-2xl border border-white/10 bg-ink-900 p-1.5 shadow-2xl shadow-black/50"
      >
        {items.map((item) => (
          <li key={item.to}>
            <a
              href={item.to}
              aria-current={currentOf(item, pathname)}
              onClick={() => setOpen(false)}
              className="block rounded-xl px-3 py-2.5 text-sm text-slate-200 transition hover:bg-white/5 aria-[current]:bg-brand-500/15 aria-[current]:font-semibold aria-[current]:text-white"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
