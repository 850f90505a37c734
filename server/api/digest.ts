import { Router } from "express";
import { z } from "zod";
import type { DigestSetting } from "../../app/admin/types";
import { LOCALES } from "../../app/i18n/locales";
import { requireStaff } from "../auth/guard";
import type { StaffAuth } from "../auth/index";
import { invalidRequest, sendError } from "../http/api-error";
import type { Mailer } from "../mail/index";

const change = z.object({ enabled: z.boolean(), locale: z.enum(LOCALES) });

/**
 * The signed-in staff member's own weekly digest (server/digest): GET /account/digest and PATCH it with
 * `{enabled, locale}` (the language of the staff page they chose it on). `mail` says whether this server
 * can send it at all.
 */
export function digestRoutes(auth: StaffAuth, mailer: Mailer): Router {
  const router = Router();
  const { db } = auth.database;
  router.use("/account/digest", requireStaff(auth), async (req, res, next) => {
    // A preference of a person: a script with the API key has none.
    const caller = await auth.caller(req);
    if (caller.by !== "session") {
      sendError(res, 401, "auth/unauthenticated");
      return;
    }
    res.locals.account = caller.account;
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
