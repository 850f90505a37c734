import { Mail, MapPin, Phone } from "lucide-react";
import { PageHeader } from "~/components/ui/PageHeader";
import { container } from "~/components/ui/styles";
import { SITE } from "~/config/site";
import { useLocale } from "~/i18n/context";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/contact";

export const handle: RouteHandle = { i18n: ["company"] };

export const meta: Route.MetaFunction = staticPageMeta("contact");

export default function Contact() {
  const { t } = useLocale();
  const { street, locality, postalCode } = SITE.address;
  const details = [
    { icon: Mail, label: t("company.contact.email"), value: SITE.email, href: `mailto:${SITE.email}` },
    {
      icon: Phone,
      label: t("company.contact.phone"),
      value: SITE.phone,
      href: `tel:${SITE.phone.replace(/\s+/g, "")}`,
    },
    { icon: MapPin, label: t("company.contact.address"), value: `${street}, ${locality} ${postalCode}`, href: null },
  ];
  return (
    <>
      <PageHeader title={t("company.contact.title")}>
        <p>{t("company.contact.intro")}</p>
      </PageHeader>
      <div className={`${container} py-16`}>
        <dl className="grid gap-6 md:grid-cols-3">
          {details.map(({ icon: Icon, label, value, href }) => (
            <div key={label} className="rounded-3xl border border-white/10 bg-ink-900 p-6">
              <dt className="flex items-center gap-2 text-sm font-semibold text-slate-400">
                <Icon aria-hidden="true" className="size-4 text-brand-400" />
                {label}
              </dt>
              <dd className="mt-3 text-white">
                {href ? (
                  <a href={href} className="hover:text-brand-400">
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
