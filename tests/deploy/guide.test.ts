import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { envSchema } from "../../server/config/env";
import { dockerStages, hasCommand, linkCopy, readAssignments, shBlocks, unitService } from "../support/deploy-files";
import { freePort } from "../support/server";

/**
 * docs/DEPLOY.md's `sh` blocks run as written on a copy of the repository (taken as the image's build stage
 * takes it, through .dockerignore), with the guide's paths moved into a temporary folder and port 3000 made a
 * free one; the systemd units' commands run with the units' settings; the Dockerfile's stages are replayed.
 * `npm ci` is the one command replayed instead of run: the copy's node_modules is the suite's, which
 * `npm install` made from the same lockfile.
 */
const root = path.resolve(".");
const guide = fs.readFileSync("docs/DEPLOY.md", "utf8");
const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-guide-"));
const app = path.join(sandbox, "app");
const settingsFile = path.join(sandbox, "site.env");
const dataDir = path.join(sandbox, "data");
const backups = path.join(sandbox, "backups");
let port = 0;

/** The guide's paths and port, as the copy has them (the longer paths first). */
function moved(text: string): string {
  return text
    .replaceAll("/var/lib/nusantara-site-backups", backups)
    .replaceAll("/var/lib/nusantara-site", dataDir)
    .replaceAll("/srv/nusantara-site", app)
    .replaceAll("/etc/nusantara-site/site.env", settingsFile)
    .replaceAll("/etc/caddy/Caddyfile", path.join(app, "deploy/Caddyfile"))
    .replaceAll("127.0.0.1:3000", `127.0.0.1:${port}`)
    .replaceAll(/^PORT=3000$/gm, `PORT=${port}`);
}

/** What the copy's commands inherit: the machine's tools and nothing of the test's own settings. */
const baseEnv = () => ({ PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? sandbox, TMPDIR: os.tmpdir() });

const NPM_CI = "npm ci --no-audit --no-fund";
const NPM_CI_REPLAY = `cp -al ${root}/node_modules node_modules && rm node_modules/.package-lock.json && cp ${root}/node_modules/.package-lock.json node_modules/`;

/** One of the guide's `sh` blocks as a bash script in the sandbox, stopping at the first failing command. */
function blockScript(commands: string[], replace: Record<string, string> = {}) {
  const file = path.join(sandbox, "block.sh");
  fs.writeFileSync(
    file,
    `set -euo pipefail\n${moved(commands.map((command) => replace[command] ?? command).join("\n"))}\n`,
  );
  return file;
}

/** Runs one of the guide's `sh` blocks with bash in the copy; answers its standard output. */
function runBlock(commands: string[], replace: Record<string, string> = {}) {
  const result = spawnSync("bash", [blockScript(commands, replace)], { cwd: app, env: baseEnv(), encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`${commands.join("\n")}\nexited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Runs a block that asks at prompts, in a terminal (script(1)), typing each answer once its prompt shows. */
async function runAtPrompts(commands: string[], answers: [prompt: string, answer: string][]) {
  const child = spawn("script", ["-qec", `bash ${blockScript(commands)}`, "/dev/null"], { cwd: app, env: baseEnv() });
  let output = "";
  let answered = 0;
  let from = 0;
  child.stdout.on("data", (chunk) => {
    output += chunk;
    const [prompt = "", answer] = answers[answered] ?? [];
    const shown = answer === undefined ? -1 : output.indexOf(prompt, from);
    if (shown === -1) return;
    answered++;
    from = shown + prompt.length;
    child.stdin.write(`${answer}\n`);
  });
  const code = await new Promise((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`${commands.join("\n")}\nexited ${code}:\n${output}`);
  return output;
}

/** The guide's `sh` blocks, each claimed by the one test that runs it (by what it holds). */
const blocks = shBlocks(guide);
function block(holds: RegExp): string[] {
  const found = blocks.filter((commands) => holds.test(commands.join("\n")));
  if (found.length !== 1) throw new Error(`${found.length} sh blocks of DEPLOY.md match ${holds}`);
  return found[0] ?? [];
}
const SECRETS = block(/^sed -i /);
const BUILD = block(/npm run build/);
const HEALTH = block(/^curl /);
const FIRST_ACCOUNT = block(/npm run admin -- create/);
const ROLLBACK = block(/npm run restore/);
const CADDY = block(/^caddy validate/);
const COMPOSE_SECRETS = block(/cat > \.env/);

/** The .dockerignore's patterns as a test of a path relative to the repository. */
function dockerIgnored(): (relative: string) => boolean {
  const patterns = fs
    .readFileSync(".dockerignore", "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((pattern) => new RegExp(`^${pattern.replaceAll(".", "\\.").replaceAll("*", "[^/]*")}(/|$)`));
  return (relative) => patterns.some((pattern) => pattern.test(relative));
}

/** A server started as systemd's unit starts it: its WorkingDirectory, Environment, EnvironmentFile, ExecStart. */
function startUnit(unit: string): ChildProcess {
  const service = unitService(unit);
  const [executable = "", ...args] = moved(service.get("ExecStart")?.[0] ?? "").split(" ");
  const env = {
    ...baseEnv(),
    ...readAssignments((service.get("Environment") ?? []).join("\n")),
    ...readAssignments(fs.readFileSync(moved(service.get("EnvironmentFile")?.[0] ?? ""), "utf8")),
  };
  return spawn(executable, args, { cwd: moved(service.get("WorkingDirectory")?.[0] ?? ""), env, stdio: "pipe" });
}

const health = async (url: string) => {
  try {
    return (await fetch(`${url}/api/health`)).status;
  } catch {
    return 0;
  }
};

const stopProcess = async (child: ChildProcess) => {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  return exited;
};

beforeAll(async () => {
  port = await freePort();
  const ignored = dockerIgnored();
  fs.cpSync(root, app, {
    recursive: true,
    filter: (source) => !ignored(path.relative(root, source).split(path.sep).join("/")),
  });
  // The settings file as the guide installs it (`install -m 0640 … site.env.example …`).
  fs.writeFileSync(settingsFile, moved(fs.readFileSync("deploy/site.env.example", "utf8")), { mode: 0o640 });
});

afterAll(() => {
  fs.rmSync(sandbox, { recursive: true, force: true });
});

describe("docs/DEPLOY.md on one machine, as written", () => {
  let server: ChildProcess | undefined;
  afterAll(async () => {
    if (server) await stopProcess(server);
  });

  it("generates the two secrets into the settings file", () => {
    runBlock(SECRETS);
    const settings = readAssignments(fs.readFileSync(settingsFile, "utf8"));
    expect(settings.SECURITY_TOKEN).toMatch(/^[0-9a-f]{64}$/);
    expect(settings.API_SECURITY_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(settings.API_SECURITY_KEY).not.toBe(settings.SECURITY_TOKEN);
  });

  // A whole build: a ceiling for a hung build on a busy machine (it took 252 s at load 25), not a budget.
  it("builds with the settings file's build settings", { timeout: 600_000 }, () => {
    expect(BUILD).toContain(NPM_CI);
    runBlock(BUILD, { [NPM_CI]: NPM_CI_REPLAY });
    const home = fs.readFileSync(path.join(app, "build/client/index.html"), "utf8");
    expect(home).toContain('<link rel="canonical" href="https://nusantara.example/"');
  });

  it("starts the service's ExecStart with the unit's settings, and the health check answers", async () => {
    server = startUnit(path.join(app, "deploy/nusantara-site.service"));
    await expect.poll(() => health(`http://127.0.0.1:${port}`), { timeout: 90_000 }).toBe(200);
    expect(runBlock(HEALTH)).toBe('{"status":"ok"}');
  });

  it("makes the first staff account at the password prompt", async () => {
    const password = "a long enough password 1";
    await runAtPrompts(FIRST_ACCOUNT, [
      ["Password: ", password],
      ["Repeat password: ", password],
    ]);
    const listed = runBlock(
      ["set -a && . /etc/nusantara-site/site.env && set +a", "npm run --silent admin -- list"],
      {},
    );
    expect(listed).toContain("you@nusantara.example");
  });

  it("backs up with the backup unit's ExecStart, and rolls back to that backup", async () => {
    const backup = startUnit(path.join(app, "deploy/nusantara-site-backup.service"));
    expect(await new Promise((resolve) => backup.on("exit", resolve))).toBe(0);
    const [file = ""] = fs.readdirSync(backups);
    expect(file).toMatch(/^site-\d{8}T\d{9}Z\.db$/);

    if (server) expect(await stopProcess(server)).toBe(0);
    runBlock(ROLLBACK.map((command) => command.replace(/site-\d{8}T\d{9}Z\.db/, file)));
    expect(fs.readdirSync(path.join(dataDir, "before-rollback"))).toContain("site.db");
    server = startUnit(path.join(app, "deploy/nusantara-site.service"));
    await expect.poll(() => health(`http://127.0.0.1:${port}`), { timeout: 90_000 }).toBe(200);
  });
});

describe("docs/DEPLOY.md's other sh blocks", () => {
  it("are all run by this file", () => {
    const run = [SECRETS, BUILD, HEALTH, FIRST_ACCOUNT, ROLLBACK, CADDY, COMPOSE_SECRETS];
    expect(blocks.filter((commands) => !run.includes(commands))).toEqual([]);
  });

  it("checks the Caddyfile with caddy validate", () => {
    expect(runBlock(CADDY)).toContain("Valid configuration");
  });

  // systemd-analyze comes with systemd, which .ci/run does not install for this one check.
  it.skipIf(!hasCommand("systemd-analyze"))("has systemd units that systemd-analyze verify accepts", () => {
    const units = fs.readdirSync("deploy").filter((file) => /\.(service|timer)$/.test(file));
    expect(units).toHaveLength(3);
    const verified = spawnSync("systemd-analyze", ["verify", ...units.map((unit) => `deploy/${unit}`)], {
      encoding: "utf8",
    });
    expect(verified.status, verified.stderr).toBe(0);
    expect(verified.stderr).toBe("");
  });

  it("makes compose's .env with every variable compose.yaml requires", () => {
    runBlock(COMPOSE_SECRETS);
    const env = path.join(app, ".env");
    expect(fs.statSync(env).mode & 0o077).toBe(0);
    const values = readAssignments(fs.readFileSync(env, "utf8"));
    const required = [...fs.readFileSync("compose.yaml", "utf8").matchAll(/\$\{(\w+):\?/g)].map((match) => match[1]);
    expect(required.length).toBeGreaterThan(0);
    for (const name of required) expect(values[name ?? ""], name).toMatch(/^\S{32,}$|^https:\/\//);
  });
});

describe("compose.yaml", () => {
  const compose = parse(fs.readFileSync("compose.yaml", "utf8"));
  const settings = new Set(Object.keys(envSchema.shape));

  it("passes the site only settings the server reads, the shared secrets among them", () => {
    const environment = Object.keys(compose.services.site.environment);
    expect(environment.filter((name) => !settings.has(name))).toEqual([]);
    expect(environment).toEqual(
      expect.arrayContaining(["DATABASE_URL", "REQUIRE_CONFIG", "SECURITY_TOKEN", "API_SECURITY_KEY", "TRUST_PROXY"]),
    );
    expect(compose.services.site.environment.REQUIRE_CONFIG).toBe("true");
  });

  it("starts the site once PostgreSQL is healthy, and gives the graceful stop its time", () => {
    expect(compose.services.site.depends_on.db.condition).toBe("service_healthy");
    expect(compose.services.db.healthcheck.test.join(" ")).toContain("pg_isready");
    expect(compose.services.db.volumes[0]).toMatch(/^postgres-data:/);
    const grace = Number(/^(\d+)s$/.exec(compose.services.site.stop_grace_period)?.[1]);
    expect(grace).toBeGreaterThan(Number(compose.services.site.environment.SHUTDOWN_TIMEOUT_S));
  });
});

describe("the Dockerfile, replayed", () => {
  const [buildStage = [], runtimeStage = []] = dockerStages(fs.readFileSync("Dockerfile", "utf8"));
  const of = (stage: typeof buildStage, instruction: string) =>
    stage.filter((entry) => entry.instruction === instruction).map((entry) => entry.args);
  const runtimeEnv = readAssignments(of(runtimeStage, "ENV").join("\n"));
  const image = path.join(sandbox, "image");
  const imageData = path.join(sandbox, "image-data");
  let imageServer: ChildProcess | undefined;
  afterAll(async () => {
    if (imageServer) await stopProcess(imageServer);
  });

  it("builds with the guide's commands, then runs as a user that is not root", () => {
    const [install, build, prune] = of(buildStage, "RUN");
    expect(install).toBe(NPM_CI);
    expect(BUILD.some((command) => command.endsWith(`&& ${build}`))).toBe(true);
    expect(prune).toMatch(/^npm prune --omit=dev\b/);
    expect(of(runtimeStage, "USER")).toEqual(["node"]);
    expect(of(runtimeStage, "EXPOSE")).toEqual([runtimeEnv.PORT]);
    expect(of(runtimeStage, "VOLUME")).toEqual([runtimeEnv.DATA_DIR]);
    expect(runtimeEnv.NODE_ENV).toBe("production");
  });

  it("runs the server and the staff commands with the production dependencies alone", async () => {
    // The build stage after `npm run build` (the guide's build, with its SITE_URL as the build argument).
    const buildCopy = path.join(sandbox, "image-build");
    linkCopy(app, buildCopy);
    const prune = of(buildStage, "RUN")[2] ?? "";
    const pruned = spawnSync("sh", ["-c", prune], { cwd: buildCopy, env: baseEnv(), encoding: "utf8" });
    expect(pruned.status, pruned.stderr).toBe(0);
    expect(fs.existsSync(path.join(buildCopy, "node_modules/vite"))).toBe(false);

    // The runtime stage: its COPY --from=build lines, its data folder, its ENV and CMD.
    fs.mkdirSync(image);
    for (const copy of of(runtimeStage, "COPY")) {
      const parts = copy.replace(/^--from=build\s+/, "").split(/\s+/);
      const target = path.resolve(image, parts.pop() ?? "");
      for (const source of parts) {
        const from = path.join(buildCopy, path.relative("/app", source));
        const to = target.endsWith(path.sep) || parts.length > 1 ? path.join(target, path.basename(from)) : target;
        fs.mkdirSync(path.dirname(to), { recursive: true });
        spawnSync("cp", ["-al", from, to]);
      }
    }
    fs.mkdirSync(imageData, { mode: 0o700 });
    const imagePort = await freePort();
    const env = { ...baseEnv(), ...runtimeEnv, PORT: String(imagePort), DATA_DIR: imageData };
    const [command = "", ...args] = JSON.parse(of(runtimeStage, "CMD")[0] ?? "[]") as string[];
    imageServer = spawn(command, args, { cwd: image, env, stdio: "pipe" });
    let output = "";
    imageServer.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    imageServer.stderr?.on("data", (chunk) => {
      output += chunk;
    });

    // The HEALTHCHECK's command, as Docker runs it in the container: 0 once the server answers.
    const healthcheck = JSON.parse(/CMD\s+(\[.*\])$/.exec(of(runtimeStage, "HEALTHCHECK")[0] ?? "")?.[1] ?? "[]");
    const check = () => spawnSync(healthcheck[0], healthcheck.slice(1), { cwd: image, env }).status;
    await expect.poll(check, { timeout: 90_000 }).toBe(0);
    await expect.poll(() => output).toContain('"msg":"listening"');

    const admin = spawnSync(
      "npm",
      ["run", "--silent", "admin", "--", "create", "--email", "ops@nusantara.example", "--password-stdin"],
      {
        cwd: image,
        env,
        input: "a long enough password 2\n",
        encoding: "utf8",
      },
    );
    expect(admin.status, admin.stderr).toBe(0);
    const backup = spawnSync("npm", ["run", "--silent", "backup"], { cwd: image, env, encoding: "utf8" });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("integrity ok");

    expect(await stopProcess(imageServer)).toBe(0);
    expect(check()).toBe(1);
  });
});
