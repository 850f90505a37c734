// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { recentSecurityEvents } from "./client-log";
import { blockContextMenu, DEVTOOLS_WARNING, watchDevtools, watchDomIntegrity } from "./optional-layers";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const events = (type: string) => recentSecurityEvents().filter((event) => event.type === type);

describe("the optional security layers", () => {
  it("warn once per opening of developer tools, checked every 500 ms with a 160 px gap", () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const view = { outerWidth: 1200, innerWidth: 1200, outerHeight: 800, innerHeight: 700 } as Window;
    const stop = watchDevtools(view);
    vi.advanceTimersByTime(1000);
    expect(warn).not.toHaveBeenCalled();
    Object.assign(view, { innerWidth: 1000 });
    vi.advanceTimersByTime(500);
    vi.advanceTimersByTime(1500);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(DEVTOOLS_WARNING);
    expect(events("devtools_detected").at(-1)?.details).toEqual({ gap: 200 });
    Object.assign(view, { innerWidth: 1200 });
    vi.advanceTimersByTime(500);
    Object.assign(view, { innerHeight: 500 });
    vi.advanceTimersByTime(500);
    expect(warn).toHaveBeenCalledTimes(2);
    stop();
  });

  it("block the context menu except in form fields and editable text", () => {
    const stop = blockContextMenu(document);
    document.body.innerHTML =
      '<p id="text">Hello</p><input id="field"><div contenteditable="true"><b id="edit">x</b></div>';
    const menu = (id: string) => {
      const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
      document.getElementById(id)?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(menu("text")).toBe(true);
    expect(menu("field")).toBe(false);
    expect(menu("edit")).toBe(false);
    stop();
    expect(menu("text")).toBe(false);
  });

  it("record scripts and frames from other origins once, every 5 s, and nothing of the site's own", () => {
    vi.useFakeTimers();
    const stop = watchDomIntegrity(document);
    const before = events("dom_integrity").length;
    const add = (html: string) => document.body.insertAdjacentHTML("beforeend", html);
    add(`<script src="/assets/entry.js"></script>`);
    vi.advanceTimersByTime(5000);
    expect(events("dom_integrity")).toHaveLength(before);
    add(`<script src="https://evil.example/x.js"></script><iframe src="https://ads.example/frame"></iframe>`);
    vi.advanceTimersByTime(4999);
    expect(events("dom_integrity")).toHaveLength(before);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(10_000);
    expect(
      events("dom_integrity")
        .slice(before)
        .map((event) => event.details),
    ).toEqual([
      { element: "script", source: "https://evil.example/x.js" },
      { element: "iframe", source: "https://ads.example/frame" },
    ]);
    stop();
  });
});
