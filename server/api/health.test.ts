import express, { type Request } from "express";
import { describe, expect, it } from "vitest";
import { listening } from "../../tests/support/listening";
import { openDatabase } from "../db/database";
import { healthRoutes } from "./health";

describe("GET /api/health with the database down", () => {
  it("answers 503, with the details to staff only", async () => {
    const database = openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none", dataDir: "/tmp" });
    const config = {
      appTitle: "Site",
      appVersion: "1.2.3",
      securityToken: "t".repeat(32),
      apiKey: "k".repeat(32),
    };
    const isStaff = async (req: Request) => req.get("authorization") === "staff";
    const { url, close } = await listening(express().use(healthRoutes({ database, config, isStaff })));
    try {
      const anyone = await fetch(`${url}/health`);
      expect(anyone.status).toBe(503);
      expect(await anyone.json()).toEqual({ status: "unavailable" });
      const staff = await fetch(`${url}/health`, { headers: { authorization: "staff" } });
      expect(staff.status).toBe(503);
      expect(await staff.json()).toEqual({
        status: "unavailable",
        app: { title: "Site", version: "1.2.3" },
        database: { dialect: "postgres", reachable: false },
      });
    } finally {
      await close();
      await database.close();
    }
  });
});
