import "./build-constants";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { dayOf } from "../analytics/time";
import { readEnv } from "../config/env";
import { migrate, openDatabase } from "../db/database";
import type { Database } from "../db/schema";
import { CommandError, runCommand } from "./command";
import { demoStart } from "./demo-data/events";
import { mulberry32 } from "./demo-data/random";
import { writeDemo } from "./demo-data/write";

const USAGE = `Fills the site's database with synthetic visits, for a demonstration of the staff dashboard:
visits from search, social networks, e-mail, referring sites, campaigns (UTM tags) and direct, in all five
languages, with bounces, goals, the contact-form funnel, and leads of which the older ones are marked won
(with a project value) or lost.

Usage: npm run seed:demo -- [--days N] [--seed N] [--force]

  --days N   days of visits, ending now (1 to 400; default 90)
  --seed N   seed of the generator: the same seed gives the same visits (default 20260101)
  --force    write even where the database already holds analytics for those days (the demo visits
             then mix with them; with the seed of an earlier run they join that run's visits)

The database is the server's: DATABASE_URL, else SQLite in DATA_DIR.`;

function integer(option: string, value: string, min: number, max: number): number {
  const number = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max))
    throw new CommandError(`--${option} must be a whole number from ${min} to ${max}.`);
  return number;
}

/** Visits the dashboard counts from `day` on: the rollups, which outlive the raw events. */
async function visitsSince(db: Kysely<Database>, day: string): Promise<number> {
  const row = await db
    .selectFrom("analytics_traffic_daily")
    .select((eb) => eb.fn.sum<number>("visits").as("visits"))
    .where("day", ">=", day)
    .executeTakeFirst();
  return Number(row?.visits ?? 0);
}

async function run(argv: string[]): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      days: { type: "string", default: "90" },
      seed: { type: "string", default: "20260101" },
      force: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) return USAGE;
  const days = integer("days", values.days, 1, 400);
  const seed = integer("seed", values.seed, 0, 2 ** 32 - 1);

  const env = readEnv();
  const url = env.DATABASE_URL ? new URL(env.DATABASE_URL) : undefined;
  const file = path.join(env.DATA_DIR, "site.db");
  const relative = path.relative(process.cwd(), file);
  // Where the data goes, without the password of a PostgreSQL URL.
  const target = url
    ? `PostgreSQL ${url.host}${url.pathname}`
    : `SQLite ${relative.startsWith("..") || path.isAbsolute(relative) ? file : `./${relative}`}`;
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrate(database.db);
    const now = Date.now();
    const start = demoStart(now, days);
    const firstDay = dayOf(start);
    const before = await visitsSince(database.db, firstDay);
    const events = await database.db
      .selectFrom("analytics_events")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("occurred_at", ">=", start)
      .executeTakeFirstOrThrow();
    if (!values.force && (before > 0 || Number(events.count) > 0)) {
      throw new CommandError(
        `The database (${target}) already holds analytics from ${firstDay} on ` +
          `(${Number(events.count)} events, ${before} visits): demo visits would be mixed with them and ` +
          "nothing could tell them apart. Seed an empty database instead (another DATA_DIR or DATABASE_URL), " +
          "or add --force to write them anyway.",
      );
    }

    const started = performance.now();
    const random = mulberry32(seed);
    const written = await writeDemo(database, {
      now,
      days,
      random,
      site: env.SITE_URL,
      defaultLocale: env.DEFAULT_LOCALE,
    });
    const visits = (await visitsSince(database.db, firstDay)) - before;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return (
      `Seeded ${days} day${days === 1 ? "" : "s"}: ${visits} visits, ${written.events} events, ` +
      `${written.leads} leads (${written.won} won, ${written.lost} lost) (${target}) in ${seconds} s`
    );
  } finally {
    await database.close();
  }
}

runCommand(run);
