import { CONTACT_FUNNEL, type Funnel, type FunnelStepDefinition } from "~/analytics/funnels";
import { CUSTOM_GOAL_TOKEN } from "~/analytics/goals";
import { useLocale } from "~/i18n/context";
import { useValueLabel } from "./labels";

/** The contact form's stages by their names in the dashboard's catalogue. */
const STAGE_LABELS = {
  seen: "admin.funnel.form_seen",
  started: "admin.funnel.form_started",
  message: "admin.funnel.message_started",
} as const;

/**
 * Names a funnel step for people: a page by its path, a goal as the goals panel names it (a goal since removed,
 * which the API names by its token, as such), a form stage in words.
 */
export function useStepLabel(): (step: FunnelStepDefinition) => string {
  const { t } = useLocale();
  const value = useValueLabel();
  return (step) =>
    step.kind === "page"
      ? t("admin.funnel.pageStep", { path: step.path })
      : step.kind === "goal"
        ? CUSTOM_GOAL_TOKEN.test(step.goal)
          ? t("admin.funnels.removedGoal")
          : value("goal", step.goal)
        : t(STAGE_LABELS[step.stage]);
}

/** Names a funnel: by its name, but the built-in contact funnel in the staff member's language until renamed. */
export function useFunnelName(): (funnel: Pick<Funnel, "id" | "name">) => string {
  const { t } = useLocale();
  return (funnel) =>
    funnel.id === CONTACT_FUNNEL.id && funnel.name === CONTACT_FUNNEL.name
      ? t("admin.funnels.contactName")
      : funnel.name;
}
