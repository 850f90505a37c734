/**
 * The reference code a WhatsApp hand-over carries on its last line (`Ref: ND-7K4Q2M`): staff find the
 * lead of a chat by it. Six characters of Crockford's base 32 (no I, L, O or U, so it reads aloud and
 * copies without confusion): about a billion codes, drawn at random by the server when the contact form
 * asks for one (server/analytics/ingest/lead-refs.ts), else by the visitor's browser (such a code is no lead).
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 6;
export const LEAD_REF_PREFIX = "ND-";

export const LEAD_REF_PATTERN = /^ND-[0-9A-HJKMNP-TV-Z]{6}$/;

export function newLeadRef(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH));
  return LEAD_REF_PREFIX + Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/** A code as staff may type it (lower case, spaces, without the prefix) in its stored form, or null. */
export function normalizeLeadRef(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, "").replace(/^ND/, "");
  const ref = `${LEAD_REF_PREFIX}${compact.replace(/O/g, "0").replace(/[IL]/g, "1")}`;
  return LEAD_REF_PATTERN.test(ref) ? ref : null;
}
