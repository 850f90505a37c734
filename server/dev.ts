import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { DEMO_ACCOUNT } from "../app/admin/demo-account";
import { readEnv } from "./config/env";
import { createLogger } from "./config/logger";
import { exitOnSignals, start } from "./start";

/** Development: the same server, with Vite serving the app (hot reload) instead of the build. */
export async function startDevServer(vite: ViteDevServer) {
  // This machine only, unless HOST says otherwise: the demo account's credentials are on the page.
  const env = readEnv({ NODE_ENV: "development", HOST: "127.0.0.1", ...process.env });
  const running = await start({
    env,
    logger: createLogger(env.LOG_LEVEL),
    mode: "development",
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    devMiddleware: vite.middlewares,
    demoAccount: DEMO_ACCOUNT,
  });
  exitOnSignals(running);
}
