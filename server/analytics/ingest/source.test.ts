import { describe, expect, it } from "vitest";
import { attributionOf } from "./source";

const SITE_HOSTS = ["nusantaradigital.co.id"];
const sourceOf = (landing: Parameters<typeof attributionOf>[0]) => {
  const { source, channel, referrer } = attributionOf(landing, SITE_HOSTS);
  return { source, channel, referrer };
};

describe("a visit's source", () => {
  it("names known referrers and their channel from the maintained list", () => {
    expect(sourceOf({ referrer: "https://www.google.co.id/" })).toEqual({
      source: "Google",
      channel: "search",
      referrer: "google.co.id",
    });
    expect(sourceOf({ referrer: "https://l.facebook.com/l.php" })).toMatchObject({
      source: "Facebook",
      channel: "social",
    });
    expect(sourceOf({ referrer: "https://mail.google.com/" })).toMatchObject({ source: "Gmail", channel: "email" });
  });

  it("names an unknown referring site by its host, as a referral", () => {
    expect(sourceOf({ referrer: "https://www.kompas.com/tekno/read" })).toEqual({
      source: "kompas.com",
      channel: "referral",
      referrer: "kompas.com",
    });
  });

  it("is Direct / none without a referrer (typed, bookmarked, a messaging app) or from the site itself", () => {
    const direct = { source: "Direct / none", channel: "direct", referrer: "" };
    expect(sourceOf({})).toEqual(direct);
    expect(sourceOf({ referrer: "https://www.nusantaradigital.co.id/about" })).toEqual(direct);
  });

  it("prefers the UTM source, with the channel its medium names", () => {
    expect(sourceOf({ utm_source: "google", utm_medium: "cpc" })).toEqual({
      source: "Google",
      channel: "paid",
      referrer: "",
    });
    expect(sourceOf({ utm_source: "newsletter", utm_medium: "E-mail", referrer: "https://mail.google.com/" })).toEqual({
      source: "newsletter",
      channel: "email",
      referrer: "mail.google.com",
    });
    expect(sourceOf({ utm_source: "ig", utm_medium: "social-paid" })).toMatchObject({ channel: "paid" });
    expect(sourceOf({ utm_source: "ig", utm_medium: "social" })).toMatchObject({ channel: "social" });
    // An unknown medium takes the referrer's channel, else counts as a referral.
    expect(sourceOf({ utm_source: "partner", utm_medium: "partner-post", referrer: "https://t.co/x" })).toMatchObject({
      channel: "social",
    });
    expect(sourceOf({ utm_source: "partner" })).toMatchObject({ channel: "referral" });
  });

  it("names a UTM source of a site on the list as the list does, as a referrer from that site is named", () => {
    for (const utm_source of ["google", "GOOGLE", "Google", "google.com", "www.google.co.id"]) {
      expect(sourceOf({ utm_source }).source, utm_source).toBe(
        sourceOf({ referrer: "https://www.google.com/" }).source,
      );
    }
    expect(sourceOf({ utm_source: "instagram" }).source).toBe("Instagram");
    expect(sourceOf({ utm_source: "LinkedIn.com" }).source).toBe("LinkedIn");
    // Names the list does not know stay as typed (the ingest merges their letter case, source-names.ts).
    expect(sourceOf({ utm_source: "Partner-Post" }).source).toBe("Partner-Post");
    expect(sourceOf({ utm_source: "weekly-newsletter" }).source).toBe("weekly-newsletter");
  });

  it("keeps the UTM tags, trimmed", () => {
    expect(
      attributionOf({ utm_source: " fb ", utm_campaign: "launch", utm_term: "app jakarta" }, SITE_HOSTS),
    ).toMatchObject({
      utm_source: "fb",
      utm_medium: "",
      utm_campaign: "launch",
      utm_content: "",
      utm_term: "app jakarta",
    });
  });
});
