import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * A production build beside the main one, in `directory`, with settings of its own (`env`); its server is at
 * `<directory>/node/server.js`. Returns the build's status and output; `remove()` deletes it.
 */
export function buildVariant(directory: string, env: Record<string, string>) {
  const built = spawnSync("npm", ["run", "build"], {
    env: {
      ...process.env,
      // Vitest sets NODE_ENV=test, which would give a development build of React and of the site.
      NODE_ENV: "production",
      BUILD_DIRECTORY: directory,
      ...env,
    },
    encoding: "utf8",
  });
  return {
    status: built.status,
    output: `${built.stdout}\n${built.stderr}`,
    server: path.resolve(directory, "node/server.js"),
    remove: () => fs.rmSync(directory, { recursive: true, force: true }),
  };
}
