import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/** The shortest password an account may have. */
export const MIN_PASSWORD_LENGTH = 12;
/** Longer input is refused before hashing, so a huge password cannot tie up the server. */
export const MAX_PASSWORD_LENGTH = 256;

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB, ~0.4 s here). Stored with each hash. */
const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, { N, r, p }: typeof COST): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  return null;
}

/** `scrypt$N$r$p$salt$key` (base64url), so that later hashes can use other parameters. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no account to check against, so that the answer's
 * timing does not tell whether an e-mail address has an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummy);
  return false;
}
