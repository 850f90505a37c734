import { Router } from "express";
import { z } from "zod";
import type { DigestSetting } from "../../app/admin/types";
import { LOCALES } from "../../app/i18n/locales";
import type { StaffGuards } from "../auth/guard";
import type { StaffAuth } from "../auth/index";
import { invalidRequest, sendError } from "../http/api-error";
import type { Services } from "../services";

const change = z.object({ enabled: z.boolean(), locale: z.enum(LOCALES) });

/**
 * The signed-in staff member's own weekly digest (server/digest): GET /account/digest and PATCH it with
 * `{enabled, locale}` (the language of the staff page they chose it on). `mail` says whether this server
 * can send it at all.
 */
export function digestRoutes({
  database: { db },
  mailer,
  guards,
  caller,
}: Pick<Services, "database" | "mailer"> & { guards: StaffGuards; caller: StaffAuth["caller"] }): Router {
  const router = Router();
  router.use("/account/digest", guards.requireStaff, async (req, res, next) => {
    // A preference of a person: a script with the API key has none.
    const who = await caller(req);
    if (who.by !== "session") {
      sendError(res, 401, "auth/unauthenticated");
      return;
    }
    res.locals.account = who.account;
    next();
  });
  const answer = (locale: string | null): DigestSetting => ({
    enabled: locale !== null,
    locale: z.enum(LOCALES).nullable().catch(null).parse(locale),
    mail: mailer.enabled,
  });
  router.get("/account/digest", (_req, res) => {
    res.json(answer(res.locals.account.digest_locale));
  });
  router.patch("/account/digest", async (req, res) => {
    const parsed = change.safeParse(req.body);
    if (!parsed.success) {
      invalidRequest(res, parsed.error);
      return;
    }
    const locale = parsed.data.enabled ? parsed.data.locale : null;
    await db
      .updateTable("staff_accounts")
      .set({ digest_locale: locale })
      .where("id", "=", res.locals.account.id)
      .execute();
    res.json(answer(locale));
  });
  return router;
}
