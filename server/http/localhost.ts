/** Whether a host name is this machine's, which browsers treat as secure without HTTPS. */
export function isLocalhost(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === "[::1]" ||
    hostname === "::1"
  );
}
