import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { healthRoutes } from "./health";

describe("GET /api/health with the database down", () => {
  it("answers 503", async () => {
    const database = openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none", dataDir: "/tmp" });
    const config = {
      appTitle: "Site",
      appVersion: "1.2.3",
      securityToken: "t".repeat(32),
      apiSecurityKey: "k".repeat(32),
    };
    const server = express().use(healthRoutes(database, config)).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: "unavailable",
        app: { title: "Site", version: "1.2.3" },
        database: { dialect: "postgres", reachable: false },
      });
    } finally {
      server.close();
      await database.close();
    }
  });
});
