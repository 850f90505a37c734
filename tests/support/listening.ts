import type { RequestListener } from "node:http";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Serves `handler` (an Express app or router, or any request listener) on a free loopback port, for a unit
 * test that sends it real HTTP requests: its URL, and closing it.
 */
export async function listening(handler: RequestListener): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(handler).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
