// `npm run dev`: loads the TypeScript server through Vite, which also serves the app with hot reload.
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { startDevServer } = await vite.ssrLoadModule("/server/dev.ts");
await startDevServer(vite);
