// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseEvents } from "../../server/analytics/ingest/events";
import { MAX_UTM } from "./limits";

type Sent = Record<string, unknown>;

/** What the tracker sent, event by event, and how (a beacon or a fetch). */
let sent: { via: "beacon" | "fetch"; event: Sent }[] = [];
const bodies: string[] = [];

function record(via: "beacon" | "fetch", body: unknown) {
  bodies.push(String(body));
  for (const event of JSON.parse(String(body)).events) sent.push({ via, event });
}

/** The tracker, fresh, on a page load at `url` that came from `referrer` ("" for none). */
async function pageLoad(url: string, referrer = "") {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  vi.resetModules();
  const tracker = await import("./tracker");
  tracker.trackPageView();
  vi.advanceTimersByTime(1000);
  return tracker;
}

const pageViews = () => sent.filter(({ event }) => event.name === "page_view").map(({ event }) => event);

beforeEach(() => {
  sent = [];
  bodies.length = 0;
  vi.useFakeTimers();
  // The test browser says it is automated; this one opts in, as the browser tests do.
  localStorage.setItem("analytics-automation", "allow");
  vi.spyOn(navigator, "sendBeacon").mockImplementation((_url, body) => {
    record("beacon", body);
    return true;
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      record("fetch", init.body);
      return new Response(null, { status: 202 });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The server accepts every request the tracker made.
  expect(bodies.map((body) => parseEvents(JSON.parse(body)))).toEqual(
    bodies.map(() => expect.objectContaining({ ok: true })),
  );
});

describe("the tracker's first page view", () => {
  it("sends the referring page without its query and the UTM tags of the landing URL, nothing else of it", async () => {
    await pageLoad(
      "https://nusantaradigital.co.id/services/web-development?utm_source=newsletter&utm_medium=%20email%20" +
        "&utm_campaign=launch&email=budi%40example.com&utm_id=7&gclid=abc#contact",
      "https://www.google.com/search/page?q=secret+plans#frag",
    );
    expect(pageViews()).toEqual([
      {
        name: "page_view",
        page: "/services/web-development",
        page_title: expect.any(String),
        page_location: "https://nusantaradigital.co.id/services/web-development",
        referrer: "https://www.google.com/search/page",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "launch",
      },
    ]);
    expect(bodies.join()).not.toMatch(/budi|secret|gclid|utm_id|abc|frag/);
  });

  it("leaves out what is absent or empty, cuts a long tag, and sends no referrer that is not a web page", async () => {
    await pageLoad(`https://nusantaradigital.co.id/about?utm_source=&utm_term=${"x".repeat(500)}`);
    await pageLoad("https://nusantaradigital.co.id/about", "android-app://com.google.android.gm/");
    const [first, second] = pageViews();
    expect(first).not.toHaveProperty("utm_source");
    expect(first).not.toHaveProperty("referrer");
    expect(first?.utm_term).toBe("x".repeat(MAX_UTM));
    expect(Object.keys(second ?? {}).sort()).toEqual(["name", "page", "page_location", "page_title"]);
  });

  it("sends them once per page load, not with the page views of later navigations", async () => {
    const tracker = await pageLoad("https://nusantaradigital.co.id/?utm_source=x", "https://example.com/");
    history.pushState(null, "", "/about?utm_source=y");
    tracker.trackPageView();
    vi.advanceTimersByTime(1000);
    const [landing, next] = pageViews();
    expect(landing).toMatchObject({ referrer: "https://example.com/", utm_source: "x" });
    expect(next).toMatchObject({ page: "/about" });
    expect(next).not.toHaveProperty("referrer");
    expect(next).not.toHaveProperty("utm_source");
  });
});

describe("the WhatsApp hand-over", () => {
  it("is sent at once as a beacon, with its reference code and the service when there is one", async () => {
    const tracker = await pageLoad("https://nusantaradigital.co.id/");
    tracker.trackHandover("ND-7K4Q2M", "web-development");
    tracker.trackHandover("ND-2M8XQ1");
    expect(sent.filter(({ event }) => event.name === "whatsapp_handover")).toEqual([
      { via: "beacon", event: { name: "whatsapp_handover", page: "/", ref: "ND-7K4Q2M", service: "web-development" } },
      { via: "beacon", event: { name: "whatsapp_handover", page: "/", ref: "ND-2M8XQ1" } },
    ]);
  });
});
