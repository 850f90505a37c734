import { type Request, Router } from "express";
import { z } from "zod";
import { DEFAULT_LOCALE, SITE_URL } from "../../app/config/build";
import { LOCALES } from "../../app/i18n/locales";
import { urlScheme } from "../../app/i18n/url-scheme";
import type { Analytics } from "../analytics/index";
import { isCounted, requestVisitor } from "../analytics/request-visitor";
import { sitePage } from "../analytics/site-pages";
import { requireStaff } from "../auth/guard";
import type { StaffAuth } from "../auth/index";
import { limitRequests } from "../http/rate-limit";

const subscription = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: "invalid_email" })),
  locale: z.enum(LOCALES).default("en"),
});

/** The site page a sign-up came from (its Referer, when one of ours), else the home page of its language. */
function pageOf(req: Request, locale: (typeof LOCALES)[number]): string {
  const referer = req.get("referer");
  const url = referer && URL.canParse(referer) ? new URL(referer) : null;
  const ours = url && (url.origin === new URL(SITE_URL).origin || url.host === req.get("host"));
  return sitePage(ours ? url.pathname : urlScheme(DEFAULT_LOCALE).localizePath("/", locale));
}

/**
 * Newsletter sign-up: stored once per address; signing up again is not an error. An address really
 * stored counts as the visit's `newsletter_signup` goal, recorded here by the server (an ad blocker
 * cannot hide it; a failed or repeated sign-up never counts). Staff read the number of subscribers at
 * GET /newsletter/subscribers.
 */
export function newsletterRoutes(auth: StaffAuth, analytics: Analytics, countryHeader: string | undefined): Router {
  const { db } = auth.database;
  const router = Router();
  router.get("/newsletter/subscribers", requireStaff(auth), async (_req, res) => {
    const row = await db
      .selectFrom("newsletter_subscriptions")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    res.json({ count: Number(row.count) });
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
