/**
 * Preloaded into a test server's process (`node --import`): once a server listens, its port goes to the test
 * that started it, over the IPC channel of the spawn. The server listens on port 0, so the system gives it a
 * free port and two servers started at once never race for one (a port probed free beforehand can be taken in
 * between), whatever its log level.
 */
import net from "node:net";

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  this.once("listening", () => {
    const address = this.address();
    if (address && typeof address === "object") process.send?.({ listening: address.port });
  });
  return listen.apply(this, args);
};
