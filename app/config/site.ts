/**
 * The agency's public details. These are the product's fictional defaults:
 * an operator replaces them with the real company's before going live.
 */
export interface SocialLink {
  name: string;
  /** Profiles without an address are not rendered (no dead links). */
  url: string | null;
}

export const SITE = {
  companyName: "PT Nusantara Digital Solusi",
  brandName: "Nusantara Digital",
  /** Shown unchanged in every language. */
  tagline: "Solusi digital untuk negeri",
  email: "halo@nusantaradigital.co.id",
  phone: "+62 21 5081 7788",
  /** WhatsApp recipient for the contact form, digits only with country code. */
  whatsappNumber: "6281211887788",
  address: {
    street: "Jl. Kemang Raya No. 18",
    locality: "Jakarta Selatan",
    region: "DKI Jakarta",
    postalCode: "12730",
    country: "ID",
  },
  geo: { latitude: -6.2607, longitude: 106.8137, region: "ID-JK", placename: "Jakarta" },
  /**
   * When the office answers, in Jakarta time (WIB, UTC+7, as the contact page says): ISO weekdays (1 Monday … 7
   * Sunday), first to last, and the hours as HH:MM.
   */
  officeHours: { days: [1, 5], opens: "09:00", closes: "18:00" },
  social: [
    { name: "GitHub", url: "https://github.com/nusantara-digital" },
    { name: "Instagram", url: "https://www.instagram.com/nusantaradigital.id" },
    { name: "YouTube", url: "https://www.youtube.com/@nusantaradigital" },
    { name: "LinkedIn", url: null },
    { name: "X", url: null },
  ] satisfies SocialLink[],
  foundingYear: 2019,
} as const;

/** mailto:, tel: and WhatsApp addresses of the company's contact details. */
export const SITE_LINKS = {
  email: `mailto:${SITE.email}`,
  phone: `tel:${SITE.phone.replace(/\s+/g, "")}`,
  whatsapp: `https://wa.me/${SITE.whatsappNumber}`,
} as const;

/**
 * A WhatsApp number (digits with the country code) as people write it: "6281211887788" is "+62 812-1188-7788"
 * (Indonesian mobile numbers: the country code, then groups of 3 and 4 digits and the rest).
 */
export function displayWhatsappNumber(digits: string = SITE.whatsappNumber): string {
  const national = digits.slice(2);
  return `+${digits.slice(0, 2)} ${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`;
}

/** Date of the current version of the legal pages (terms, privacy, cookies). */
export const LEGAL_LAST_UPDATED = "2026-11-26";
