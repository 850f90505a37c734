import { fuzzEndpoints } from "./fuzz-endpoints";
import { NO_ACCOUNT } from "./requests";

/** The second step, each account's second factors and settings, and the management of staff. */
fuzzEndpoints([
  ["POST", "/api/auth/second-factor"],
  ["POST", "/api/auth/second-factor/passkey"],
  ["GET", "/api/auth/factors"],
  ["POST", "/api/auth/factors/totp/confirm"],
  ["POST", "/api/auth/factors/totp/remove"],
  ["POST", "/api/auth/factors/recovery-codes"],
  ["POST", "/api/auth/factors/passkeys"],
  ["PATCH", "/api/auth/factors/passkeys/nothing"],
  ["POST", "/api/auth/factors/passkeys/nothing/remove"],
  ["GET", "/api/account/digest"],
  ["PATCH", "/api/account/digest"],
  ["GET", "/api/staff"],
  ["POST", "/api/staff/invitations"],
  ["DELETE", `/api/staff/invitations/${NO_ACCOUNT}`],
  ["PATCH", `/api/staff/accounts/${NO_ACCOUNT}`],
  ["DELETE", `/api/staff/accounts/${NO_ACCOUNT}/sessions`],
]);
