/**
 * Serves a folder of static files (a peer site's build, such as AstroWind's `dist`) for `npm run bench:pages`
 * (`BENCH_PEER_URL`), with the same compression as our server, so that the two are compared on equal terms:
 * `npx tsx bench/serve-static.ts DIR [PORT]` (PORT 4700 unless given).
 */
import path from "node:path";
import compression from "compression";
import express from "express";

const [dir, port = "4700"] = process.argv.slice(2);
if (!dir) {
  console.error("usage: npx tsx bench/serve-static.ts DIR [PORT]");
  process.exit(2);
}
const app = express();
app.use(compression());
app.use(express.static(path.resolve(dir), { extensions: ["html"] }));
app.listen(Number(port), "127.0.0.1", () => console.log(`${dir} at http://127.0.0.1:${port}/`));
