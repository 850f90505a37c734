import { describe, expect, it } from "vitest";
import { type JudgedVisit, looksAutomated } from "./automated";

/** 09:00 on some day, epoch seconds. */
const START = 1_790_000_000;
const HOUR = 3600;

/** `count` visits, the n-th starting `every` seconds after the one before, from `client(n)`. */
const visits = (count: number, every: number, client: (n: number) => number, from = START): JudgedVisit[] =>
  Array.from({ length: count }, (_, n) => ({ client: client(n), startedS: from + Math.floor(n * every) }));

const oneAddress = () => 7;
const everyOneTheirOwn = (n: number) => 1000 + n;

describe("the rule of suspected automated traffic", () => {
  it("marks the reviewer's flood: 600 visits from one address with rotating user agents in two seconds", () => {
    expect(looksAutomated(visits(600, 2 / 600, oneAddress))).toBe(true);
  });

  it("marks a burst from many addresses: most of a value's visits within one minute", () => {
    expect(looksAutomated(visits(600, 2 / 600, everyOneTheirOwn))).toBe(true);
    // 20 visits within 58 seconds, and 15 others over the week before.
    const earlier = visits(15, 12 * HOUR, everyOneTheirOwn, START - 7 * 24 * HOUR);
    expect(looksAutomated([...earlier, ...visits(20, 3, everyOneTheirOwn)])).toBe(true);
  });

  it("marks one address sending a value's visits at a pace people behind it do not keep", () => {
    // One visit every two minutes for ten hours: 30 an hour, no burst.
    expect(looksAutomated(visits(300, 120, oneAddress))).toBe(true);
  });

  it("leaves an office behind one shared address (carrier-grade NAT) over a working day unmarked", () => {
    // Forty colleagues, one visit every twelve minutes from 09:00 to 17:00: five an hour.
    expect(looksAutomated(visits(40, 12 * 60, oneAddress))).toBe(false);
    // Even with a lunchtime rush: 15 more within 45 minutes, 19 in the day's busiest hour.
    const rush = visits(15, 180, oneAddress, START + 3 * HOUR);
    expect(looksAutomated([...visits(30, 15 * 60, oneAddress), ...rush])).toBe(false);
    // One more in that hour is a pace the rule takes for a machine's.
    expect(
      looksAutomated([...visits(30, 15 * 60, oneAddress), ...rush, ...visits(1, 0, oneAddress, START + 3 * HOUR)]),
    ).toBe(true);
  });

  it("leaves a source of many addresses spread over the day unmarked, however busy", () => {
    expect(looksAutomated(visits(500, 90, everyOneTheirOwn))).toBe(false);
  });

  it("leaves a burst that is a small part of a value's visits unmarked", () => {
    // A newsletter's first minute: 30 clicks, beside the 100 of the rest of the day.
    const burst = visits(30, 2, everyOneTheirOwn);
    expect(looksAutomated([...burst, ...visits(100, 5 * 60, (n) => 5000 + n, START + 60)])).toBe(false);
  });

  it("needs at least 20 visits, and 20 of them within the window", () => {
    expect(looksAutomated(visits(19, 0.01, oneAddress))).toBe(false);
    // 20 visits: half of them in one second, half in another a minute later: no minute holds 20.
    const split = visits(20, 0, everyOneTheirOwn).map((visit, n) => ({
      ...visit,
      startedS: START + (n < 10 ? 0 : 60),
    }));
    expect(looksAutomated(split)).toBe(false);
    expect(looksAutomated(visits(20, 59 / 19, everyOneTheirOwn))).toBe(true);
  });

  it("never takes visits without a client key (stored before there was one) for one address", () => {
    expect(looksAutomated(visits(300, 120, () => 0))).toBe(false);
  });
});
