import { fuzzEndpoints } from "./fuzz-endpoints";

/** The invitation page (a rendered page per request) and signing in, out and up. */
fuzzEndpoints([
  ["GET", "/admin/invitation"],
  ["POST", "/api/auth/invitation"],
  ["POST", "/api/auth/login"],
  ["POST", "/api/auth/logout"],
  ["GET", "/api/auth/session"],
  ["GET", "/api/auth/status"],
]);
