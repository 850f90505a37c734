import { SITE } from "~/config/site";
import { absoluteUrl } from "./urls";

/** schema.org Organization block carried by every page. */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE.companyName,
    alternateName: SITE.brandName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/logo.svg"),
    email: SITE.email,
    telephone: SITE.phone,
    foundingDate: String(SITE.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: SITE.address.street,
      addressLocality: SITE.address.locality,
      addressRegion: SITE.address.region,
      postalCode: SITE.address.postalCode,
      addressCountry: SITE.address.country,
    },
    sameAs: SITE.social.flatMap((profile) => (profile.url ? [profile.url] : [])),
  };
}
