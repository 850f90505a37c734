import { type Request, Router } from "express";
import { z } from "zod";
import type { SubscriberPage } from "../../app/admin/types";
import { SITE_URL } from "../../app/config/build";
import { LOCALES } from "../../app/i18n/locales";
import type { Analytics } from "../analytics/index";
import { isCounted, requestVisitor } from "../analytics/request-visitor";
import { homePage, sitePage } from "../analytics/site-pages";
import { dayOf } from "../analytics/time";
import { adminOf, requireAdmin, requireStaff } from "../auth/guard";
import type { StaffAuth } from "../auth/index";
import { csvLines } from "../http/csv";
import { parseQuery } from "../http/query";
import { limitRequests } from "../http/rate-limit";

const address = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: "invalid_email" }));

const subscription = z.object({ email: address, locale: z.enum(LOCALES).default("en") });

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});

const SITE_ORIGIN = new URL(SITE_URL).origin;

/** The site page a sign-up came from (its Referer, when one of ours), else the home page of its language. */
function pageOf(req: Request, locale: (typeof LOCALES)[number]): string {
  const referer = req.get("referer");
  const url = referer && URL.canParse(referer) ? new URL(referer) : null;
  const ours = url && (url.origin === SITE_ORIGIN || url.host === req.get("host"));
  return sitePage(ours ? url.pathname : homePage(locale));
}

/**
 * Newsletter sign-up: stored once per address; signing up again is not an error. An address really
 * stored counts as the visit's `newsletter_signup` goal, recorded here by the server (an ad blocker
 * cannot hide it; a failed or repeated sign-up never counts).
 *
 * Staff (or a script with the API key, for reading) list the subscribers at GET /newsletter/subscribers
 * (`{count, subscribers, limit, offset}`: `limit` 1-100, default 20, from `offset`, newest first) and take
 * them all as CSV at GET /newsletter/subscribers.csv. A signed-in admin removes an address at
 * DELETE /newsletter/subscribers/:email (someone's request to be forgotten): the security log records
 * who did, never which address.
 */
export function newsletterRoutes(auth: StaffAuth, analytics: Analytics, countryHeader: string | undefined): Router {
  const { db } = auth.database;
  const router = Router();
  const newestFirst = db
    .selectFrom("newsletter_subscriptions")
    .select(["email", "locale", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("email");
  router.use("/newsletter/subscribers", requireStaff(auth));
  router.use("/newsletter/subscribers.csv", requireStaff(auth));
  router.get("/newsletter/subscribers", async (req, res) => {
    const query = parseQuery(pageQuery, req, res);
    if (!query) return;
    const { limit, offset } = query;
    const [total, rows] = await Promise.all([
      db
        .selectFrom("newsletter_subscriptions")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow(),
      newestFirst.limit(limit).offset(offset).execute(),
    ]);
    const page: SubscriberPage = {
      count: Number(total.count),
      subscribers: rows.map((row) => ({ email: row.email, locale: row.locale, createdAt: row.created_at })),
      limit,
      offset,
    };
    res.json(page);
  });
  router.get("/newsletter/subscribers.csv", async (_req, res) => {
    const rows = await newestFirst.execute();
    // The byte order mark makes spreadsheets read the file as UTF-8, whatever the script of an address.
    const csv = `\uFEFF${csvLines([
      ["email", "locale", "subscribed_at"],
      ...rows.map((row) => [row.email, row.locale, row.created_at]),
    ])}`;
    res
      .type("text/csv; charset=utf-8")
      .set("Content-Disposition", `attachment; filename="newsletter-subscribers-${dayOf(Date.now())}.csv"`)
      .send(csv);
  });
  // requireStaff lets only reads through with the API key; a removal is an admin's decision.
  router.delete("/newsletter/subscribers/:email", requireAdmin(auth), async (req, res) => {
    const parsed = address.safeParse(req.params.email);
    if (!parsed.success) {
      res.status(400).json({ error: "invalid_email" });
      return;
    }
    const result = await db.deleteFrom("newsletter_subscriptions").where("email", "=", parsed.data).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) {
      res.status(404).json({ error: "unknown_subscriber" });
      return;
    }
    // Who removed an address, and when; the address itself is gone for good, from the log too.
    await auth.log.record("newsletter.subscriber_removed", { account: adminOf(res).email });
    res.status(204).end();
  });
  router.post(
    "/newsletter",
    limitRequests(db, auth.keys, { name: "newsletter", limit: 10, windowMs: 15 * 60_000 }),
    async (req, res) => {
      const parsed = subscription.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json({ error: "invalid_email" });
        return;
      }
      const { email, locale } = parsed.data;
      const result = await db
        .insertInto("newsletter_subscriptions")
        .values({ email, locale, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .executeTakeFirst();
      const created = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
      if (created && isCounted(req)) {
        const now = Date.now();
        const who = await requestVisitor(analytics, req, countryHeader, now);
        // The address is stored either way; a goal the analytics could not store is logged by the buffer.
        await analytics.buffer
          .add([{ occurred_at: now, name: "newsletter_signup", page: pageOf(req, locale), properties: "{}", ...who }])
          .catch(() => {});
      }
      res.status(created ? 201 : 200).json({ status: created ? "subscribed" : "already_subscribed" });
    },
  );
  return router;
}
