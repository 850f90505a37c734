import type { Kysely } from "kysely";
import type { Filter } from "../../../app/analytics/filters";
import type { DayRange } from "../../../app/analytics/periods";
import type { Dialect } from "../../db/database";
import type { Database } from "../../db/schema";
import type { GoalNames } from "../goals";

/** What the reports read: the database and its dialect (a few SQL functions differ). */
export interface AnalyticsStore {
  db: Kysely<Database>;
  dialect: Dialect;
}

/**
 * A range of days and the filters that narrow its visits: what every report of a view reads. A filter on a goal
 * names its token; `goals` names the tokens in the reports (the built-in goals alone when absent). With
 * `before` (epoch milliseconds), only the visits that started before that moment count: today compared with
 * yesterday up to the same time.
 */
export interface View {
  range: DayRange;
  filters: readonly Filter[];
  goals?: GoalNames;
  before?: number;
}
