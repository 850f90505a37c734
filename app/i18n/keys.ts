import type admin from "./messages/en/admin.json";
import type common from "./messages/en/common.json";
import type company from "./messages/en/company.json";
import type home from "./messages/en/home.json";
import type homeContact from "./messages/en/homeContact.json";
import type homeSections from "./messages/en/homeSections.json";
import type legal from "./messages/en/legal.json";
import type newsletter from "./messages/en/newsletter.json";
import type serviceDetail from "./messages/en/serviceDetail.json";
import type services from "./messages/en/services.json";

/** Every message key, taken from the default-language catalogue. */
export type MessageKey =
  | keyof typeof common
  | keyof typeof home
  | keyof typeof homeSections
  | keyof typeof homeContact
  | keyof typeof services
  | keyof typeof serviceDetail
  | keyof typeof company
  | keyof typeof legal
  | keyof typeof admin
  | keyof typeof newsletter;
