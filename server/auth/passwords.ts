import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";

/** The shortest password an account may have. */
export const MIN_PASSWORD_LENGTH = 12;
/** Longer input is refused before hashing, so a huge password cannot tie up the server. */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * Scrypt parameters of new hashes, stored with each hash (so a hash verifies whatever the setting):
 * `standard` is OWASP's N=2^17, r=8, p=1 (128 MiB, ~0.4 s here); `test` (N=2^10: 1 MiB, about a
 * millisecond) lets the test suite sign in hundreds of times, and a production server refuses it
 * (PASSWORD_HASH_COST in server/config/env.ts, decision 014).
 */
export const HASH_COSTS = {
  standard: { N: 2 ** 17, r: 8, p: 1 },
  test: { N: 2 ** 10, r: 8, p: 1 },
} as const;
export type HashCost = keyof typeof HASH_COSTS;
type Parameters = { N: number; r: number; p: number };
const KEY_BYTES = 32;

/**
 * Each derivation holds 128 MiB and a CPU core for ~0.4 s on one of libuv's four threads (which file reads
 * and compression share), so at most `concurrent` run at once (half the cores, at least one: sign-in
 * attempts never take the whole machine) and at most `waiting` wait; beyond that the server is busy.
 */
// At most 2 however many cores: libuv has four threads in all, and static files and compression need some.
const concurrent = Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));
/** Waiting is bounded so that no sign-in waits much over 3 s (eight checks per slot). */
export const PASSWORD_CHECKS = { concurrent, waiting: 8 * concurrent };
let running = 0;
const waiting: (() => void)[] = [];

/** Too many password checks are running or waiting: the caller should answer "try again later". */
export class PasswordChecksBusy extends Error {}

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < PASSWORD_CHECKS.concurrent) running++;
  else if (waiting.length < PASSWORD_CHECKS.waiting) await new Promise<void>((resolve) => waiting.push(resolve));
  else throw new PasswordChecksBusy("too many password checks at once");
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, if any.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, { N, r, p }: Parameters): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return inTurn(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
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
export async function hashPassword(password: string, cost: HashCost = "standard"): Promise<string> {
  const { N, r, p } = HASH_COSTS[cost];
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r, p });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const dummies = new Map<HashCost, Promise<string>>();

/** Makes the hash (of the cost that accounts get) that verifyAgainstNothing checks against; the server does so at start. */
export function prepareDummyHash(cost: HashCost = "standard"): Promise<string> {
  const dummy = dummies.get(cost) ?? hashPassword(randomBytes(16).toString("hex"), cost);
  dummies.set(cost, dummy);
  return dummy;
}

/**
 * Spends the time of a real check when there is no account to check against, so that the answer's
 * timing does not tell whether an e-mail address has an account.
 */
export async function verifyAgainstNothing(password: string, cost: HashCost = "standard"): Promise<false> {
  await verifyPassword(password, await prepareDummyHash(cost));
  return false;
}
