import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiError } from "../support/api-error";
import { type RunningServer, startServer } from "../support/server";
import { cookieOf, createStaff, login, STAFF } from "../support/staff";

describe("sign-in limits", () => {
  // Clients told apart by X-Forwarded-For, as behind a proxy.
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startServer({ TRUST_PROXY: "1" });
    await createStaff(limited);
  });
  afterAll(async () => {
    await limited.stop();
  });
  const from = (address: string, cookie?: string) => ({ "x-forwarded-for": address, ...(cookie ? { cookie } : {}) });
  const failures = async (address: string, email: string, count: number) => {
    for (let attempt = 1; attempt <= count; attempt++) {
      const response = await login(limited, { email, password: `guess number ${attempt}` }, from(address));
      expect(response.status, `${address} ${email} attempt ${attempt}`).toBe(401);
    }
  };

  it("stops a client after 5 failures on an account, even with the right password, and says when to retry", async () => {
    // An e-mail without an account is counted the same way, so the answers tell nothing about accounts.
    for (const email of [STAFF.email, "nobody@example.com"]) {
      await failures("192.0.2.1", email, 5);
      const blocked = await login(limited, { email, password: STAFF.password }, from("192.0.2.1"));
      expect(blocked.status, email).toBe(429);
      expect(await blocked.json()).toEqual(apiError("auth/too-many-requests"));
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    }
    // The same client may still sign in to other accounts.
    await createStaff(limited, { email: "colleague@example.com" });
    expect(
      (await login(limited, { email: "colleague@example.com", password: STAFF.password }, from("192.0.2.1"))).status,
    ).toBe(200);
  });

  it("does not keep the staff member out from elsewhere", async () => {
    const email = "kept-in@example.com";
    await createStaff(limited, { email });
    await failures("192.0.2.2", email, 5);
    expect((await login(limited, { email, password: STAFF.password }, from("192.0.2.2"))).status).toBe(429);
    expect((await login(limited, { email, password: STAFF.password }, from("198.51.100.2"))).status).toBe(200);
  });

  it("bounds the failures on an account from all clients, but never stops a browser that signed in before", async () => {
    const email = "popular@example.com";
    await createStaff(limited, { email });
    const signedIn = await login(limited, { email, password: STAFF.password }, from("198.51.100.3"));
    const browser = cookieOf(signedIn, "__Secure-staff-browser");
    expect(browser).toMatch(/^__Secure-staff-browser=[\w-]{22}\.[\w-]{43}$/);
    // Sent to the sign-in's two steps (/api/auth) only, never to another site's requests, and not readable by
    // scripts; the cookie of the path older versions gave it is cleared, so that a browser sends one.
    const set = signedIn.headers.getSetCookie().filter((cookie) => cookie.startsWith("__Secure-staff-browser="));
    expect(set).toEqual([
      expect.stringMatching(
        /^__Secure-staff-browser=; Path=\/api\/auth\/login; Expires=Thu, 01 Jan 1970 [^;]+; HttpOnly/,
      ),
      expect.stringMatching(
        /=[\w-]{22}\.[\w-]{43}; Path=\/api\/auth; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/,
      ),
    ]);
    // Four clients, 5 failures each: 20 on the account.
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"])
      await failures(address, email, 5);
    const stranger = await login(limited, { email, password: STAFF.password }, from("203.0.113.5"));
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    // The staff member's browser, from any address (even one that is locked out itself).
    for (const address of ["203.0.113.6", "203.0.113.1"]) {
      expect((await login(limited, { email, password: STAFF.password }, from(address, browser))).status).toBe(200);
    }
    // A browser cookie is its account's only, and cannot be made up.
    const other = "other-browser@example.com";
    await createStaff(limited, { email: other });
    await failures("203.0.113.7", other, 5);
    expect(
      (await login(limited, { email: other, password: STAFF.password }, from("203.0.113.7", browser))).status,
    ).toBe(429);
    const forged = `__Secure-staff-browser=${"A".repeat(22)}.${"B".repeat(43)}`;
    expect((await login(limited, { email, password: STAFF.password }, from("203.0.113.8", forged))).status).toBe(429);
  });

  it("stops a client after 20 failures across any e-mails", async () => {
    for (let attempt = 1; attempt <= 20; attempt++) await failures("192.0.2.20", `guess${attempt}@example.com`, 1);
    const blocked = await login(limited, STAFF, from("192.0.2.20"));
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual(apiError("auth/too-many-requests"));
  });

  it("counts concurrent guesses before checking them, so a burst gets no more than 5 checks", async () => {
    const email = "burst@example.com";
    await createStaff(limited, { email });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        login(limited, { email, password: `burst guess ${index}` }, from("192.0.2.30")),
      ),
    );
    const checked = answers.filter((response) => response.status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((response) => response.status === 429)).toHaveLength(30 - checked);
    // What was refused before its check cost nothing: the client has exactly 5 checks on the account in all.
    await failures("192.0.2.30", email, 5 - checked);
    expect((await login(limited, { email, password: "one more guess" }, from("192.0.2.30"))).status).toBe(429);
  });
});

describe("a burst of sign-ins at the real hash cost", () => {
  it("leaves password checks for the staff member elsewhere, and what it had refused costs nothing", async () => {
    const real = await startServer({ TRUST_PROXY: "1", PASSWORD_HASH_COST: "standard" });
    try {
      await createStaff(real);
      // Unknown e-mails are checked against a hash of the real cost: ~0.4 s each.
      const burst = Array.from({ length: 40 }, (_, index) =>
        login(real, { email: `burst${index}@example.com`, password: "a guess" }, { "x-forwarded-for": "192.0.2.40" }),
      );
      // Once the server has turned one away as busy (Retry-After: 1), the staff member tries from elsewhere.
      const busy = new Promise<void>((resolve) => {
        for (const answer of burst)
          void answer.then((response) => response.headers.get("retry-after") === "1" && resolve());
      });
      await Promise.race([busy, Promise.all(burst)]);
      const user = await login(real, STAFF, { "x-forwarded-for": "198.51.100.40" });
      expect(user.status).toBe(200);
      const statuses = (await Promise.all(burst)).map((response) => response.status);
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      // The refused ones were not counted: the client is far from its limit of 20 failures.
      const next = await login(
        real,
        { email: "one-more@example.com", password: "a guess" },
        {
          "x-forwarded-for": "192.0.2.40",
        },
      );
      expect(next.status).toBe(401);
    } finally {
      await real.stop();
    }
  });
});
