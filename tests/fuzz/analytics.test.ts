import { fuzzEndpoints } from "./fuzz-endpoints";
import { LEAD } from "./requests";

/** Events and lead codes in, reports, leads, saved views and the security log out, and the health check. */
fuzzEndpoints([
  ["POST", "/api/events"],
  ["POST", "/api/lead-refs"],
  ["GET", "/api/analytics/summary"],
  ["GET", "/api/analytics/export"],
  ["GET", "/api/analytics/breakdown"],
  ["GET", "/api/analytics/live"],
  ["GET", "/api/leads"],
  ["PATCH", `/api/leads/${LEAD}`],
  ["GET", "/api/views"],
  ["POST", "/api/views"],
  ["DELETE", "/api/views/nothing"],
  ["GET", "/api/security/summary"],
  ["POST", "/api/security/log"],
  ["GET", "/api/health"],
]);
