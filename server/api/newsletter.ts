import express, { type Request, Router } from "express";
import { z } from "zod";
import type { SubscriberPage } from "../../app/admin/types";
import { SITE_URL } from "../../app/config/build";
import { LOCALES } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { isCounted, requestVisitor } from "../analytics/ingest/request-visitor";
import { homePage, sitePage } from "../analytics/ingest/site-pages";
import { type PeriodLocals, periodQuery } from "../analytics/reports/period-query";
import { dayOf } from "../analytics/time";
import { adminAccount, adminOf, type StaffGuards } from "../auth/guard";
import type { StaffAuth } from "../auth/index";
import { issuesOf, sendError } from "../http/api-error";
import { csvLines } from "../http/csv";
import { parseQuery } from "../http/query";
import { limitRequests } from "../http/rate-limit";
import { sendNewsletter } from "../newsletter/issues";
import { newsletterPageUrl } from "../newsletter/mails";
import { isTokenShaped } from "../newsletter/tokens";
import { recentDays, unsubscribesIn } from "../newsletter/unsubscribes";
import type { Services } from "../services";

const address = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: "invalid_email" }));

const subscription = z.object({ email: address, locale: z.enum(LOCALES).default("en") });

/** The hidden fields of the confirmation page's form. */
const linkFormSchema = z.object({
  token: z.string().refine(isTokenShaped),
  locale: z.enum(LOCALES).catch("en"),
});

/** A newsletter as an admin writes it (server/newsletter/issues.ts). */
const issueSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(20_000),
  audience: z.enum([...LOCALES, "all"]),
});

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});

const SITE_ORIGIN = new URL(SITE_URL).origin;

/** A subscriber's own unsubscribe page, in their language (the staff export gives it to admins with every address). */
const unsubscribeUrlOf = (row: { locale: string; unsubscribe_token: string }) =>
  newsletterPageUrl("unsubscribe", z.enum(LOCALES).catch("en").parse(row.locale), row.unsubscribe_token);

/** The site page a sign-up came from (its Referer, when one of ours), else the home page of its language. */
function pageOf(req: Request, locale: (typeof LOCALES)[number]): string {
  const referer = req.get("referer");
  const url = referer && URL.canParse(referer) ? new URL(referer) : null;
  const ours = url && (url.origin === SITE_ORIGIN || url.host === req.get("host"));
  return sitePage(ours ? url.pathname : homePage(locale));
}

/**
 * Newsletter sign-up with double opt-in (server/newsletter/consent.ts): POST /newsletter answers 202
 * `confirmation_sent` for any valid address, and mails a link to the page /newsletter/confirm, whose form
 * POSTs to /newsletter/confirm; only then is the address subscribed, and counted as the sign-up visit's
 * `newsletter_signup` goal (recorded by the server: an ad blocker cannot hide it). Every subscription has
 * an unsubscribe link (the page /newsletter/unsubscribe, whose form POSTs to /newsletter/unsubscribe,
 * which also takes RFC 8058's one-click POST). Without mail (no SMTP_URL in production) sign-ups answer
 * 503 `newsletter_unavailable`. An admin sends a newsletter to the subscribers of one language or all with
 * POST /newsletter/issues (`{subject, body, audience}`: 202 `{recipients}`).
 *
 * Staff (or a script with the API key, for reading) list the subscribers at GET /newsletter/subscribers
 * (`{count, subscribers, limit, offset}`: `limit` 1-100, default 20, from `offset`, newest first) and take
 * them all as CSV at GET /newsletter/subscribers.csv (with each one's unsubscribe link for an admin only),
 * and read how many left by their own link on each day at GET /newsletter/unsubscribes
 * (`{days: [{day, count}], total, subscribed}`: the days of the period asked for as the analytics name it,
 * `period=` or `from=&to=`, else the last 30, and the subscriptions confirmed in them). A signed-in admin removes an address at
 * DELETE /newsletter/subscribers/:email (someone's request to be forgotten): the security log records
 * who did, never which address.
 */
export function newsletterRoutes({
  database: { db },
  securityLog: log,
  requestKeys,
  analytics,
  ingest: { countryHeader },
  newsletter: consent,
  mailer,
  guards,
  caller,
}: Pick<Services, "database" | "securityLog" | "requestKeys" | "analytics" | "ingest" | "newsletter" | "mailer"> & {
  guards: StaffGuards;
  caller: StaffAuth["caller"];
}): Router {
  const router = Router();
  const newestFirst = db
    .selectFrom("newsletter_subscriptions")
    .select(["email", "locale", "created_at", "unsubscribe_token"])
    .orderBy("created_at", "desc")
    .orderBy("email");
  router.use("/newsletter/subscribers", guards.requireStaff);
  router.use("/newsletter/subscribers.csv", guards.requireStaff);
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
      mail: mailer.enabled,
    };
    res.json(page);
  });
  router.get("/newsletter/subscribers.csv", async (req, res) => {
    // An unsubscribe link removes its address with one POST from anywhere: only those who may remove
    // addresses get the links, viewers and the API key a list without that column.
    const withLinks = adminAccount(await caller(req)) !== undefined;
    const rows = await newestFirst.execute();
    const columns = ["email", "locale", "subscribed_at"];
    // The byte order mark makes spreadsheets read the file as UTF-8, whatever the script of an address.
    const csv = `\uFEFF${csvLines([
      withLinks ? [...columns, "unsubscribe_url"] : columns,
      ...rows.map((row) => {
        const fields = [row.email, row.locale, row.created_at];
        return withLinks ? [...fields, unsubscribeUrlOf(row)] : fields;
      }),
    ])}`;
    res
      .type("text/csv; charset=utf-8")
      .set("Content-Disposition", `attachment; filename="newsletter-subscribers-${dayOf(Date.now())}.csv"`)
      .send(csv);
  });
  // The dashboard's range when one is named (as the analytics take it), else the last 30 days.
  const range = periodQuery(analytics.retention.rollupDays);
  router.get(
    "/newsletter/unsubscribes",
    guards.requireStaff,
    (req, res, next) =>
      "period" in req.query || "from" in req.query || "to" in req.query ? range(req, res, next) : next(),
    async (_req, res) => {
      res.json(await unsubscribesIn(db, (res.locals as Partial<PeriodLocals>).range ?? recentDays()));
    },
  );
  // requireStaff lets only reads through with the API key; a removal is an admin's decision.
  router.delete("/newsletter/subscribers/:email", guards.requireAdmin, async (req, res) => {
    const parsed = address.safeParse(req.params.email);
    if (!parsed.success) {
      sendError(res, 400, "newsletter/invalid-email");
      return;
    }
    const result = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("newsletter_pending").where("email", "=", parsed.data).execute();
      return trx.deleteFrom("newsletter_subscriptions").where("email", "=", parsed.data).executeTakeFirst();
    });
    if (Number(result.numDeletedRows) === 0) {
      sendError(res, 404, "newsletter/unknown-subscriber");
      return;
    }
    // Who removed an address, and when; the address itself is gone for good, from the log too.
    await log.record("newsletter.subscriber_removed", { account: adminOf(res).email });
    res.status(204).end();
  });
  router.post("/newsletter/issues", guards.requireStaff, guards.requireAdmin, async (req, res) => {
    const parsed = issueSchema.safeParse(req.body);
    if (!parsed.success) {
      sendError(res, 400, "newsletter/invalid-issue", { issues: issuesOf(parsed.error) });
      return;
    }
    if (!mailer.enabled) {
      sendError(res, 503, "newsletter/mail-off");
      return;
    }
    const recipients = await sendNewsletter(db, mailer, parsed.data);
    await log.record("newsletter.sent", {
      account: adminOf(res).email,
      audience: parsed.data.audience,
      recipients,
    });
    res.status(202).json({ recipients });
  });
  router.post(
    "/newsletter",
    limitRequests(db, requestKeys, { name: "newsletter", limit: 10, windowMs: 15 * 60_000 }),
    async (req, res) => {
      const parsed = subscription.safeParse(req.body);
      if (!parsed.success) {
        sendError(res, 400, "newsletter/invalid-email");
        return;
      }
      if (!mailer.enabled) {
        // Double opt-in needs mail (docs/PRODUCT.md#newsletter): without SMTP_URL nobody is signed up.
        sendError(res, 503, "newsletter/unavailable");
        return;
      }
      const { email, locale } = parsed.data;
      const now = Date.now();
      const who = isCounted(req) ? await requestVisitor(analytics, req, countryHeader, now) : undefined;
      await consent.signUp({ email, locale, page: pageOf(req, locale), who }, now);
      // The same answer whether the address was new, waiting or subscribed: nobody learns who subscribed.
      res.status(202).json({ status: "confirmation_sent" });
    },
  );
  // The forms of the confirmation and unsubscribe pages, and RFC 8058's one-click POST from mail clients.
  const linkForm = express.urlencoded({ extended: false, limit: "2kb" });
  const linkLimit = limitRequests(db, requestKeys, { name: "newsletter-link", limit: 30, windowMs: 15 * 60_000 });
  router.post("/newsletter/confirm", linkLimit, linkForm, async (req, res) => {
    const form = linkFormSchema.safeParse(req.body);
    if (!form.success) {
      sendError(res, 400, "newsletter/invalid-link");
      return;
    }
    const { token, locale } = form.data;
    const state = await consent.confirm(token);
    const page = localizePath("/newsletter/confirm", locale);
    res.redirect(303, state === "valid" ? `${page}?confirmed=1` : `${page}?token=${token}`);
  });
  router.post("/newsletter/unsubscribe", linkLimit, linkForm, async (req, res) => {
    const token = req.query.token ?? req.body?.token;
    if (!isTokenShaped(token)) {
      sendError(res, 400, "newsletter/invalid-link");
      return;
    }
    const removed = await consent.unsubscribe(token);
    if (req.body?.["List-Unsubscribe"] === "One-Click") {
      // RFC 8058: the mail client needs only the status; an address already gone is unsubscribed too.
      res.status(200).json({ status: "unsubscribed" });
      return;
    }
    const locale = z.enum(LOCALES).catch("en").parse(req.body?.locale);
    const page = localizePath("/newsletter/unsubscribe", locale);
    res.redirect(303, removed ? `${page}?unsubscribed=1` : `${page}?token=${token}`);
  });
  return router;
}
