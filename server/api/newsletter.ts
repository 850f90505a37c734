import { Router } from "express";
import { z } from "zod";
import { LOCALES } from "../../app/i18n/locales";
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

/**
 * Newsletter sign-up: stored once per address; signing up again is not an error. Staff read the
 * number of subscribers at GET /newsletter/subscribers.
 */
export function newsletterRoutes(auth: StaffAuth): Router {
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
      res.status(created ? 201 : 200).json({ status: created ? "subscribed" : "already_subscribed" });
    },
  );
  return router;
}
