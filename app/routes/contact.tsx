import { Mail, MapPin, Phone } from "lucide-react";
import { WhatsAppForm } from "~/components/contact/WhatsAppForm";
import { PageHeader } from "~/components/ui/PageHeader";
import { container } from "~/components/ui/styles";
import { SITE, SITE_LINKS } from "~/config/site";
import { useLocale } from "~/i18n/context";
import { Island } from "~/islands/Island";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/contact";

export const handle: RouteHandle = { i18n: ["company"] };

export const meta: Route.MetaFunction = staticPageMeta("contact");

export default function Contact() {
  const { t } = useLocale();
  const { street, locality, postalCode } = SITE.address;
  const details = [
    { icon: Mail, label: t("company.contact.email"), value: SITE.email, href: SITE_LINKS.email },
    {
      icon: Phone,
      label: t("company.contact.phone"),
      value: SITE.phone,
      href: SITE_LINKS.phone,
    },
    { icon: MapPin, label: t("company.contact.address"), value: `${street}, ${locality} ${postalCode}`, href: null },
  ];
  return (
    <>
      <PageHeader title={t("company.contact.title")}>
        <p>{t("company.contact.intro")}</p>
      </PageHeader>
      <div className={`${container} grid gap-12 py-16 lg:grid-cols-[3fr_2fr]`}>
        <section
          aria-labelledby="contact-form-title"
          className="rounded-3xl border border-white/10 bg-ink-900 p-6 sm:p-8"
        >
          <h2 id="contact-form-title" className="mb-6 text-2xl font-bold text-white">
            {t("company.contact.formTitle")}
          </h2>
          <Island
            name="whatsapp-form"
            component={WhatsAppForm}
            i18n={["common"]}
            props={{
              submitLabel: t("company.contact.form.submit"),
              note: t("company.contact.form.note"),
              fields: [
                {
                  name: "name",
                  label: t("company.contact.form.name"),
                  messageLabel: "Nama",
                  placeholder: t("company.contact.form.namePlaceholder"),
                  autoComplete: "name",
                },
                {
                  name: "email",
                  type: "email",
                  label: t("company.contact.form.email"),
                  messageLabel: "Email",
                  placeholder: t("company.contact.form.emailPlaceholder"),
                  autoComplete: "email",
                },
                {
                  name: "message",
                  label: t("company.contact.form.message"),
                  messageLabel: "Pesan",
                  placeholder: t("company.contact.form.messagePlaceholder"),
                  multiline: true,
                },
              ],
            }}
          />
        </section>
        <section aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="text-2xl font-bold text-white">
            {t("company.contact.detailsTitle")}
          </h2>
          <dl className="mt-6 space-y-4">
            {details.map(({ icon: Icon, label, value, href }) => (
              <div key={label} className="rounded-2xl border border-white/10 p-5">
                <dt className="flex items-center gap-2 text-sm font-semibold text-slate-400">
                  <Icon aria-hidden="true" className="size-4 text-brand-400" />
                  {label}
                </dt>
                <dd className="mt-2 text-white">
                  {href ? (
                    <a href={href} className="whitespace-nowrap hover:text-brand-400">
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
