import { afterAll, describe, expect, it } from "vitest";
import { storedEventCount } from "../support/database";
import { type RunningServer, startServer } from "../support/server";

const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const batch = (size: number) =>
  JSON.stringify({
    events: Array.from({ length: size }, () => ({ name: "user_engagement", page: "/" })),
  });

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
});

describe("an accepted event is never lost", () => {
  it("stores every event answered 202 even when the process is killed right after the answer", async () => {
    server = await startServer();
    let accepted = 0;
    // Concurrent requests, so that several share a transaction, then kill -9 at the last answer.
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        const response = await fetch(`${server?.url}/api/events`, {
          method: "POST",
          headers: {
            origin: server?.url ?? "",
            "content-type": "application/json",
            "user-agent": `${AGENT} v${index}`,
          },
          body: batch(5),
        });
        if (response.status === 202) accepted += ((await response.json()) as { accepted: number }).accepted;
        return response.status;
      }),
    );
    server.kill("SIGKILL");
    await server.exited;
    expect(answers.every((status) => status === 202)).toBe(true);
    expect(storedEventCount(server.dataDir)).toBe(accepted);
    expect(accepted).toBe(200);
  });
});
