import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiError } from "../support/api-error";
import { hasCommand } from "../support/deploy-files";
import { freePort, type RunningServer, startServer } from "../support/server";

/**
 * deploy/nginx.conf and deploy/Caddyfile in front of the built server, as docs/DEPLOY.md installs them, with
 * only their addresses, ports and certificate made the test's: the site behind them with TRUST_PROXY=1 takes
 * the address the proxy saw (not one a client wrote), and its compressed answers, cache and security headers
 * reach the browser unchanged.
 */
const HOST = "nusantara.example";
const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A folder that a proxy's unprivileged workers (nginx started as root) can use too. */
function folder() {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-proxy-"));
  fs.chmodSync(made, 0o755);
  folders.push(made);
  return made;
}

/** The example file with each of its `replacements` made, each required to be in the file. */
function adapted(file: string, replacements: [string, string][]): string {
  let text = fs.readFileSync(file, "utf8");
  for (const [from, to] of replacements) {
    expect(text, `${file} holds ${from}`).toContain(from);
    text = text.replaceAll(from, to);
  }
  return text;
}

interface Proxy {
  /** Where the proxy answers the site (https with `ca` for nginx, http for Caddy). */
  origin: string;
  ca?: Buffer;
  process: ChildProcess;
  log: () => string;
}

function watch(child: ChildProcess) {
  let log = "";
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  return () => log;
}

async function startNginx(upstream: number): Promise<Proxy & { httpOrigin: string }> {
  const dir = folder();
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  const made = spawnSync("openssl", [
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", `/CN=${HOST}`],
    ...["-addext", `subjectAltName=DNS:${HOST}`, "-keyout", key, "-out", cert],
  ]);
  expect(made.status, String(made.stderr)).toBe(0);
  const site = adapted("deploy/nginx.conf", [
    ["listen 80;", `listen 127.0.0.1:${httpPort};`],
    ["listen [::]:80;", ""],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ["listen [::]:443 ssl http2;", ""],
    [`/etc/letsencrypt/live/${HOST}/fullchain.pem`, cert],
    [`/etc/letsencrypt/live/${HOST}/privkey.pem`, key],
    ["server 127.0.0.1:3000", `server 127.0.0.1:${upstream}`],
  ]);
  fs.writeFileSync(path.join(dir, "site.conf"), site);
  const temp = path.join(dir, "temp");
  fs.mkdirSync(temp, { mode: 0o777 });
  fs.chmodSync(temp, 0o777);
  // What nginx's own nginx.conf gives the file: an http block, here with the test's own pid, logs and temp files.
  const main = path.join(dir, "nginx.conf");
  fs.writeFileSync(
    main,
    [
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log;`,
      "events {}",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${temp}/${kind};`),
      `  include ${dir}/site.conf;`,
      "}",
    ].join("\n"),
  );
  const checked = spawnSync("nginx", ["-t", "-p", dir, "-c", main], { encoding: "utf8" });
  expect(checked.status, checked.stderr).toBe(0);
  expect(checked.stderr).toContain("test is successful");
  const child = spawn("nginx", ["-p", dir, "-c", main, "-g", "daemon off;"], { stdio: "pipe" });
  return {
    origin: `https://127.0.0.1:${httpsPort}`,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    ca: fs.readFileSync(cert),
    process: child,
    log: watch(child),
  };
}

async function startCaddy(upstream: number): Promise<Proxy> {
  const dir = folder();
  const port = await freePort();
  // Plain HTTP on a port of the test's (a certificate would need a public name), no admin endpoint.
  const caddyfile = `{\n\tadmin off\n}\n\n${adapted("deploy/Caddyfile", [
    [`${HOST} {`, `http://${HOST}:${port} {`],
    ["reverse_proxy 127.0.0.1:3000", `reverse_proxy 127.0.0.1:${upstream}`],
  ])}`;
  const file = path.join(dir, "Caddyfile");
  fs.writeFileSync(file, caddyfile);
  const child = spawn("caddy", ["run", "--config", file, "--adapter", "caddyfile"], {
    env: { PATH: process.env.PATH ?? "", HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: "pipe",
  });
  return { origin: `http://127.0.0.1:${port}`, process: child, log: watch(child) };
}

/**
 * A proxy from `start` once it answers the site's health check. Its ports are free when picked, but another
 * process may take one before the proxy binds it (tests run in parallel): then the proxy exits and is started
 * again on other ports. Hooks cannot poll: the proxy is waited for as startServer waits for the server.
 */
async function started<Started extends Proxy>(
  start: (upstream: number) => Promise<Started>,
  upstream: number,
): Promise<Started> {
  for (let attempt = 1; ; attempt++) {
    const proxy = await start(upstream);
    const deadline = Date.now() + 90_000;
    while ((await request(proxy, "/api/health").catch(() => ({ status: 0 }))).status !== 200) {
      const exited = proxy.process.exitCode !== null || proxy.process.signalCode !== null;
      if (exited && /address already in use/i.test(proxy.log()) && attempt < 5) break;
      if (exited || Date.now() > deadline) {
        proxy.process.kill("SIGTERM");
        throw new Error(`The proxy did not answer:\n${proxy.log()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (proxy.process.exitCode === null && proxy.process.signalCode === null) return proxy;
  }
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request to the proxy for the site's name, from `localAddress` (a loopback address of its own). */
function request(
  proxy: Pick<Proxy, "origin" | "ca">,
  pathname: string,
  { method = "GET", headers = {}, body, localAddress = "127.0.0.1" }: RequestOptions = {},
): Promise<Answer> {
  const url = new URL(pathname, proxy.origin);
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const sent = client.request(
      url,
      {
        method,
        headers: { host: HOST, "user-agent": AGENT, ...headers },
        localAddress,
        ca: proxy.ca,
        servername: HOST,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  localAddress?: string;
}

const events = (count: number) =>
  JSON.stringify({
    events: Array.from({ length: count }, () => ({
      name: "page_view",
      page: "/about",
      page_name: "about",
      page_title: "About",
      page_location: `https://${HOST}/about`,
    })),
  });

const PROXIES = [
  { name: "nginx", start: startNginx, tool: "nginx", addresses: ["127.0.0.2", "127.0.0.3"] },
  { name: "Caddy", start: startCaddy, tool: "caddy", addresses: ["127.0.0.4", "127.0.0.5"] },
] as const;

describe.each(PROXIES)("the site behind $name", ({ start, tool, addresses }) => {
  let server: RunningServer;
  let proxy: Proxy;
  beforeAll(async () => {
    if (!hasCommand(tool)) throw new Error(`${tool} is not installed (.ci/run installs it)`);
    // Five analytics events a minute per client: the limit shows which client the site believes it is.
    server = await startServer({ TRUST_PROXY: "1", ANALYTICS_CLIENT_EVENTS_PER_MINUTE: "5" });
    proxy = await started(start, Number(new URL(server.url).port));
  });
  afterAll(async () => {
    proxy?.process.kill("SIGTERM");
    await server?.stop();
  });

  it("forwards the address it sees, which TRUST_PROXY=1 believes, and no address a client writes", async () => {
    const [first = "", second = ""] = addresses;
    const post = (localAddress: string, count: number, headers: Record<string, string> = {}) =>
      request(proxy, "/api/events", {
        method: "POST",
        body: events(count),
        localAddress,
        // The page that sends them is the site's own, as the browser names it.
        headers: {
          origin: `${new URL(proxy.origin).protocol}//${HOST}`,
          "content-type": "application/json",
          ...headers,
        },
      });
    // The limit counts in the clock's minutes: a sequence that crosses one is run again in the next.
    for (;;) {
      const minute = Math.floor(Date.now() / 60_000);
      const used = await post(first, 5);
      const forged = await post(first, 1, { "x-forwarded-for": "198.51.100.7" });
      const other = await post(second, 1);
      if (Math.floor(Date.now() / 60_000) !== minute) continue;
      expect(used.status).toBe(202);
      expect(forged.status).toBe(429);
      expect(JSON.parse(forged.body.toString())).toMatchObject({
        error: { code: "request/too-many", limit: "client" },
      });
      expect(other.status).toBe(202);
      break;
    }
    expect(proxy.log()).not.toContain("[emerg]");
  });

  it("passes the site's compressed answers and its cache and security headers through unchanged", async () => {
    const direct = await fetch(`${server.url}/about`);
    const page = await request(proxy, "/about", { headers: { "accept-encoding": "br, gzip" } });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(page.body).toString()).toBe(await direct.text());
    expect(page.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(page.headers["strict-transport-security"]).toBe(direct.headers.get("strict-transport-security"));
    expect(page.headers["content-security-policy"]).toBe(direct.headers.get("content-security-policy"));

    const asset = /"(\/[\w/]*assets\/[^"]+\.js)"/.exec(zlib.brotliDecompressSync(page.body).toString())?.[1];
    expect(asset).toBeDefined();
    const file = await request(proxy, asset ?? "", { headers: { "accept-encoding": "gzip" } });
    expect(file.headers["content-encoding"]).toBe("gzip");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.gunzipSync(file.body).toString()).toBe(await (await fetch(`${server.url}${asset}`)).text());
  });

  it("lets the site answer bodies over its limit with its own 413, and refuses far bigger ones itself", async () => {
    const post = (size: number) =>
      request(proxy, "/api/newsletter", {
        method: "POST",
        body: JSON.stringify({ email: "a@example.com", locale: "en", padding: "x".repeat(size) }),
        headers: { "content-type": "application/json" },
      });
    const over = await post(20_000);
    expect(over.status).toBe(413);
    expect(JSON.parse(over.body.toString())).toEqual(apiError("request/too-large"));
    // Beyond 64 KB the proxy stops reading: nginx answers 413, Caddy 2.6 ends the request with 502.
    expect([413, 502]).toContain((await post(100_000)).status);
  });
});

describe.skipIf(!hasCommand("nginx"))("nginx's plain HTTP", () => {
  it("redirects to HTTPS", async () => {
    const server = await startServer();
    const nginx = await started(startNginx, Number(new URL(server.url).port));
    try {
      const redirect = await request({ origin: nginx.httpOrigin }, "/about?x=1");
      expect(redirect.headers.location).toBe(`https://${HOST}/about?x=1`);
    } finally {
      nginx.process.kill("SIGTERM");
      await server.stop();
    }
  });
});
