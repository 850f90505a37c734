import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { authStep, postJson, sendJson, staffGet, staffJson, staffOk } from "./api";
import type { SecondFactorMethod, SecondFactorsSummary, SignedIn } from "./types";

/** The browser's WebAuthn functions, loaded when a passkey is used. */
const webAuthn = () => import("@simplewebauthn/browser");

/** The second step of sign-in with an app's code or a recovery code. */
export const signInWithCode = (method: Extract<SecondFactorMethod, "totp" | "recovery">, code: string) =>
  authStep<SignedIn>("/api/auth/second-factor", { method, code });

/** The second step of sign-in with a passkey; the browser's refusal (cancelled) is thrown as it comes. */
export async function signInWithPasskey(): Promise<SignedIn> {
  const optionsJSON = await authStep<PublicKeyCredentialRequestOptionsJSON>("/api/auth/second-factor/passkey");
  const response = await (await webAuthn()).startAuthentication({ optionsJSON });
  return authStep<SignedIn>("/api/auth/second-factor", { method: "passkey", response });
}

/** What confirms a removal: the current password or a code of the app (or a recovery code). */
export type Proof = { password: string } | { code: string };

export interface RecoveryCodesMade {
  recoveryCodes: string[] | null;
}

export const fetchSecondFactors = () => staffGet<SecondFactorsSummary>("/api/auth/factors");

export const setUpTotp = async () =>
  staffJson<{ secret: string; uri: string; qrCode: string }>(await postJson("/api/auth/factors/totp"));

export const confirmTotp = async (code: string) =>
  staffJson<RecoveryCodesMade>(await postJson("/api/auth/factors/totp/confirm", { code }));

export const removeTotp = async (proof: Proof) => {
  await staffOk(await postJson("/api/auth/factors/totp/remove", proof));
};

export const replaceRecoveryCodes = async (proof: Proof) =>
  staffJson<{ recoveryCodes: string[] }>(await postJson("/api/auth/factors/recovery-codes", proof));

/** Registers a passkey made by the browser under `name`. */
export async function addPasskey(name: string): Promise<RecoveryCodesMade> {
  const optionsJSON = await staffJson<PublicKeyCredentialCreationOptionsJSON>(
    await postJson("/api/auth/factors/passkeys/options"),
  );
  const response = await (await webAuthn()).startRegistration({ optionsJSON });
  return staffJson<RecoveryCodesMade>(await postJson("/api/auth/factors/passkeys", { name, response }));
}

const passkeyUrl = (id: string) => `/api/auth/factors/passkeys/${encodeURIComponent(id)}`;

export const renamePasskey = async (id: string, name: string) => {
  await staffOk(await sendJson("PATCH", passkeyUrl(id), { name }));
};

export const removePasskey = async (id: string, proof: Proof) => {
  await staffOk(await postJson(`${passkeyUrl(id)}/remove`, proof));
};

export const setSecondFactorRequired = async (required: boolean) => {
  await staffOk(await sendJson("PUT", "/api/auth/factors/requirement", { required }));
};
