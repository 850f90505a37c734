import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";

import { MIN_PASSWORD_LENGTH } from "../../app/config/constants";
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
type ScryptParameters = { N: number; r: number; p: number };
const KEY_BYTES = 32;

/**
 * Each derivation holds 128 MiB and a CPU core for ~0.4 s on one of libuv's four threads (which file reads
 * and compression share), so at most `concurrent` run at once (half the cores, at least one: sign-in
 * attempts never take the whole machine) and at most `waiting` wait; beyond that the server is busy.
 * One client holds at most `perClient` of those places, so that a burst from one address cannot take them
 * all (decision 014).
 */
// At most 2 however many cores: libuv has four threads in all, and static files and compression need some.
const concurrent = Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));
/** Waiting is bounded so that no sign-in waits much over 3 s (eight checks per slot). */
export const PASSWORD_CHECKS = { concurrent, waiting: 8 * concurrent, perClient: 2 };

/**
 * Who asks for a sign-in's check: the client (its keyed address) and whether the browser has signed in to
 * the account before (server/auth/login-limits.ts). Such a browser is not held to its address's share and
 * goes ahead of the others in line: nobody else can be one.
 */
export interface CheckCaller {
  client: string;
  known: boolean;
}

interface InLine {
  known: boolean;
  admit(): void;
  refuse(error: PasswordChecksBusy): void;
}
let running = 0;
const line: InLine[] = [];
/** Places (running or in line) held by each client. */
const held = new Map<string, number>();

/** Too many password checks are running or waiting: the caller should answer "try again later". */
export class PasswordChecksBusy extends Error {}

/** Resolves when a check may run; refuses (now or, for an unknown browser in line, later) when the server is busy. */
function place(known: boolean): Promise<void> {
  if (running < PASSWORD_CHECKS.concurrent) {
    running++;
    return Promise.resolve();
  }
  if (line.length >= PASSWORD_CHECKS.waiting) {
    // A known browser takes the place of the last unknown one in line; otherwise the line is full.
    const last = known ? line.findLastIndex((waiting) => !waiting.known) : -1;
    if (last < 0) return Promise.reject(new PasswordChecksBusy("too many password checks at once"));
    line.splice(last, 1)[0]?.refuse(new PasswordChecksBusy("gave its place to a known browser"));
  }
  return new Promise((admit, refuse) => {
    const firstUnknown = known ? line.findIndex((waiting) => !waiting.known) : -1;
    line.splice(firstUnknown < 0 ? line.length : firstUnknown, 0, { known, admit, refuse });
  });
}

async function inTurn<T>(work: () => Promise<T>, caller?: CheckCaller): Promise<T> {
  const client = caller && !caller.known ? caller.client : undefined;
  const holding = client === undefined ? 0 : (held.get(client) ?? 0);
  if (holding >= PASSWORD_CHECKS.perClient) throw new PasswordChecksBusy("this client's checks are running");
  if (client !== undefined) held.set(client, holding + 1);
  try {
    await place(caller?.known ?? false);
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, if any.
      const next = line.shift();
      if (next) next.admit();
      else running--;
    }
  } finally {
    if (client !== undefined) {
      const left = (held.get(client) ?? 1) - 1;
      if (left > 0) held.set(client, left);
      else held.delete(client);
    }
  }
}

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParameters, caller?: CheckCaller): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return inTurn(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    caller,
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

/** Checks a password against a stored hash, in turn with the other checks (as `caller`, for a sign-in). */
export async function verifyPassword(password: string, stored: string, caller?: CheckCaller): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(key, "base64url");
  const parameters = { N: Number(N), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt, "base64url"), parameters, caller);
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
export async function verifyAgainstNothing(
  password: string,
  cost: HashCost = "standard",
  caller?: CheckCaller,
): Promise<false> {
  await verifyPassword(password, await prepareDummyHash(cost), caller);
  return false;
}
