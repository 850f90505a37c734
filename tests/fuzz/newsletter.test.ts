import { fuzzEndpoints } from "./fuzz-endpoints";

/** Signing up, confirming and leaving, and the staff's subscribers and issues. */
fuzzEndpoints([
  ["POST", "/api/newsletter"],
  ["POST", "/api/newsletter/confirm"],
  ["POST", "/api/newsletter/unsubscribe"],
  ["GET", "/api/newsletter/subscribers"],
  ["GET", "/api/newsletter/subscribers.csv"],
  ["GET", "/api/newsletter/unsubscribes"],
  ["DELETE", "/api/newsletter/subscribers/gone%40example.com"],
  ["POST", "/api/newsletter/issues"],
]);
