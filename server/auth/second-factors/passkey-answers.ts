import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";

const base64url = z
  .string()
  .max(4096)
  .regex(/^[\w-]*$/);

/** What a browser's WebAuthn answers look like, fields beyond these kept for SimpleWebAuthn to judge. */
const credential = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal("public-key"),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

export const passkeyAssertion = z.looseObject({
  ...credential,
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
}) as unknown as z.ZodType<AuthenticationResponseJSON>;

export const passkeyRegistration = z.looseObject({
  ...credential,
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(20)).max(10).optional(),
  }),
}) as unknown as z.ZodType<RegistrationResponseJSON>;
