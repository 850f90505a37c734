import { fuzzEndpoints } from "./fuzz-endpoints";

/**
 * The goals, funnels and shared links staff define, the funnel report and the security log's list, and the
 * two-factor set-up's remaining steps. The requirement of a second factor comes last: once it is on, the
 * session the fuzzing signs in with is asked for its second step.
 */
fuzzEndpoints([
  ["GET", "/api/goals"],
  ["POST", "/api/goals"],
  ["PATCH", "/api/goals/nothing"],
  ["DELETE", "/api/goals/nothing"],
  ["GET", "/api/funnels"],
  ["POST", "/api/funnels"],
  ["PATCH", "/api/funnels/nothing"],
  ["DELETE", "/api/funnels/nothing"],
  ["GET", "/api/analytics/funnel"],
  ["GET", "/api/shares"],
  ["POST", "/api/shares"],
  ["DELETE", "/api/shares/nothing"],
  ["GET", "/api/security/events"],
  ["POST", "/api/auth/factors/totp"],
  ["POST", "/api/auth/factors/passkeys/options"],
  ["PUT", "/api/auth/factors/requirement"],
]);
