import { Clock, ExternalLink, Mail, MessageCircle, Phone } from "lucide-react";
import { OfficeMap } from "~/components/contact/OfficeMap";
import { WhatsAppForm } from "~/components/contact/WhatsAppForm";
import { PageHeader } from "~/components/ui/PageHeader";
import { container } from "~/components/ui/styles";
import { displayWhatsappNumber, SITE, SITE_LINKS } from "~/config/site";
import { officeHours } from "~/contact/office-hours";
import { useLocale } from "~/i18n/context";
import { LANGUAGES } from "~/i18n/locales";
import { Phrases } from "~/i18n/Phrases";
import { Island } from "~/islands/Island";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "~/seo/meta";
import type { Route } from "./+types/contact";

export const handle: RouteHandle = { i18n: ["company"], endsWithInvitation: true };

export const meta: Route.MetaFunction = staticPageMeta("contact");

const detailTerm = "flex items-center gap-3 text-sm font-semibold text-slate-400";

/** The office on a map service, for directions (a link: the page itself asks no other site for anything). */
const MAP_LINK = `https://www.google.com/maps/search/?api=1&query=${SITE.geo.latitude},${SITE.geo.longitude}`;

export default function Contact() {
  const { locale, t } = useLocale();
  const { street, locality, region, postalCode, country } = SITE.address;
  const countryName = new Intl.DisplayNames(LANGUAGES[locale].tag, { type: "region" }).of(country) ?? country;
  const hours = officeHours(locale, t);
  const reach = [
    {
      icon: MessageCircle,
      label: t("company.contact.whatsapp"),
      value: displayWhatsappNumber(),
      href: SITE_LINKS.whatsapp,
    },
    { icon: Mail, label: t("company.contact.email"), value: SITE.email, href: SITE_LINKS.email },
    { icon: Phone, label: t("company.contact.phone"), value: SITE.phone, href: SITE_LINKS.phone },
  ];
  return (
    <>
      <PageHeader title={t("company.contact.title")}>
        <p>
          <Phrases text={t("company.contact.intro")} />
        </p>
      </PageHeader>
      <div className={`${container} grid gap-12 py-16 lg:grid-cols-[3fr_2fr]`}>
        <section
          aria-labelledby="contact-form-title"
          className="rounded-3xl border border-white/10 bg-ink-900 p-6 sm:p-8 lg:self-start"
        >
          <h2 id="contact-form-title" className="mb-6 text-2xl font-bold text-white">
            {t("company.contact.formTitle")}
          </h2>
          <Island
            name="whatsapp-form"
            component={WhatsAppForm}
            i18n={["common", "homeContact"]}
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
        {/* A card like the form's, its heading inside as the form's is: the two columns start level. */}
        <section
          aria-labelledby="contact-details-title"
          className="rounded-3xl border border-white/10 bg-ink-900 p-6 sm:p-8 lg:self-start"
        >
          <h2 id="contact-details-title" className="text-2xl font-bold text-white">
            {t("company.contact.detailsTitle")}
          </h2>
          <dl className="mt-2 divide-y divide-white/10">
            {reach.map(({ icon: Icon, label, value, href }) => (
              <div key={href} className="py-5">
                <dt className={detailTerm}>
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-400" />
                  {label}
                </dt>
                <dd className="mt-1 text-white sm:pl-8">
                  <a
                    href={href}
                    className={`${href === SITE_LINKS.email ? "[overflow-wrap:anywhere]" : "whitespace-nowrap"} underline-offset-4 hover:text-brand-400 hover:underline`}
                  >
                    {value}
                  </a>
                </dd>
              </div>
            ))}
            <div className="pt-5">
              <dt className={detailTerm}>
                <Clock aria-hidden="true" className="size-5 shrink-0 text-brand-400" />
                {t("company.contact.hours")}
              </dt>
              <dd className="mt-1 text-white sm:pl-8" data-office-hours>
                <span className="block">{hours.days}</span>
                <span className="block">
                  <span className="whitespace-nowrap">{hours.hours}</span>{" "}
                  <span className="text-slate-300">{t("company.contact.hoursZone")}</span>
                </span>
                <span className="mt-2 block text-sm text-slate-400">{t("company.contact.hoursNote")}</span>
              </dd>
            </div>
          </dl>
        </section>
        <section
          aria-labelledby="contact-office-title"
          className="overflow-hidden rounded-2xl border border-white/10 lg:col-span-2 lg:grid lg:grid-cols-2 lg:items-center"
        >
          <OfficeMap
            title={t("company.contact.map", { address: `${street}, ${locality}` })}
            className="lg:order-last"
          />
          <div className="p-5 lg:p-8">
            <h2 id="contact-office-title" className="text-sm font-semibold text-slate-400">
              {t("company.contact.address")}
            </h2>
            <address className="mt-1 not-italic leading-relaxed text-white">
              {SITE.companyName}
              <br />
              {street}
              <br />
              {locality} {postalCode}
              <br />
              {region}, {countryName}
            </address>
            <p className="mt-3 text-xs text-slate-400">{t("company.contact.mapNote")}</p>
            <a
              href={MAP_LINK}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-400 underline-offset-4 hover:underline"
            >
              {t("company.contact.openMap")}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
