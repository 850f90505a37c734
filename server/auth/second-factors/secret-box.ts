import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";

/**
 * Seals secrets kept in the database (authenticator apps' secrets) with AES-256-GCM under a key derived
 * from SECURITY_TOKEN by HKDF, so that a copy of the database alone does not give them away (decision 022).
 * A sealed value is `v1.<iv>.<tag>.<ciphertext>`, base64url; one sealed under another token does not open.
 */
export function secretBox(securityToken: string) {
  const key = Buffer.from(hkdfSync("sha256", securityToken, "", "staff second factor secrets", 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
    },
    /** The plain text, or undefined when the value was sealed under another key or altered. */
    open(sealed: string): string | undefined {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || data === undefined) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
