import { Pencil, Plus, Trash2, X } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { deleteFunnel, fetchGoals, RequestFailedError, saveFunnel } from "~/admin/api";
import { GOALS } from "~/analytics/dimensions";
import {
  FORM_STAGES,
  FUNNEL_STEP_KINDS,
  type Funnel,
  type FunnelStepDefinition,
  MAX_FUNNEL_STEPS,
  MIN_FUNNEL_STEPS,
} from "~/analytics/funnels";
import { useLocale } from "~/i18n/context";
import { buttonPrimarySmall, buttonSecondarySmall } from "../../ui/styles";
import { useValueLabel } from "./labels";
import { DialogButton, DialogEnd, ModalDialog } from "./ModalDialog";
import { useFunnelName, useStepLabel } from "./step-label";

const field = "w-full min-w-0 rounded-xl border border-white/15 bg-ink-950 px-3 py-2 text-sm text-white";
const iconButton =
  "grid size-8 shrink-0 place-items-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white";

/** A new step of a kind, with nothing chosen yet but the first of its options. */
const newStep = (kind: FunnelStepDefinition["kind"], goal: string): FunnelStepDefinition =>
  kind === "page" ? { kind, path: "" } : kind === "goal" ? { kind, goal } : { kind, stage: "seen" };

/** The funnels panel's button: an admin's dialog that lists the funnels to change or remove, and makes new ones. */
export function FunnelsButton({ funnels, onChanged }: { funnels: Funnel[]; onChanged: () => void }) {
  const { t } = useLocale();
  return (
    <DialogButton
      label={t("admin.funnels.manage")}
      marker="data-manage-funnels"
      dialog={(close) => <FunnelsDialog funnels={funnels} onChanged={onChanged} onClose={close} />}
    />
  );
}

function FunnelsDialog({
  funnels,
  onChanged,
  onClose,
}: {
  funnels: Funnel[];
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useLocale();
  const stepLabel = useStepLabel();
  const funnelName = useFunnelName();
  const dialog = useRef<HTMLDialogElement>(null);
  const [editing, setEditing] = useState<Funnel | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [goals, setGoals] = useState<string[]>([...GOALS]);
  useEffect(() => {
    fetchGoals().then(
      (list) => setGoals([...GOALS, ...list.goals.map((goal) => goal.name)]),
      () => {},
    );
  }, []);
  const failed = (error: unknown) => {
    const code = error instanceof RequestFailedError ? error.refusal?.code : undefined;
    setProblem(
      t(
        code === "funnels/name-taken"
          ? "admin.funnels.nameTaken"
          : code === "funnels/too-many"
            ? "admin.funnels.tooMany"
            : code === "request/invalid" || code === "funnels/unknown-goal"
              ? "admin.funnels.invalid"
              : "admin.funnels.failed",
      ),
    );
  };
  const save = async (funnel: Omit<Funnel, "id">) => {
    setProblem(null);
    try {
      await saveFunnel(funnel, editing?.id);
      setEditing(null);
      onChanged();
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };
  const remove = async (funnel: Funnel) => {
    setProblem(null);
    await deleteFunnel(funnel.id).then(onChanged, failed);
  };

  return (
    <ModalDialog dialogRef={dialog} name="funnels" title={t("admin.funnels.title")} onClose={onClose}>
      <p className="text-sm text-slate-400">{t("admin.funnels.intro")}</p>
      {funnels.length > 0 && (
        <ul className="mt-4 space-y-1 border-y border-white/10 py-3 text-sm" data-funnel-list>
          {funnels.map((funnel) => (
            <li key={funnel.id} className="flex items-center justify-between gap-3">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="block text-white">{funnelName(funnel)}</span>
                <span className="block text-xs text-slate-400">{funnel.steps.map(stepLabel).join(" → ")}</span>
              </span>
              <span className="flex shrink-0">
                <button
                  type="button"
                  onClick={() => setEditing(funnel)}
                  className={iconButton}
                  aria-label={t("admin.funnels.edit", { name: funnelName(funnel) })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => remove(funnel)}
                  className={iconButton}
                  aria-label={t("admin.funnels.delete", { name: funnelName(funnel) })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <FunnelForm key={editing?.id ?? "new"} funnel={editing} goals={goals} onSave={save} />
      <DialogEnd dialogRef={dialog} problem={problem} />
    </ModalDialog>
  );
}

/** A funnel's name and its two to eight steps, each a page, a goal or a stage of the contact form. */
function FunnelForm({
  funnel,
  goals,
  onSave,
}: {
  funnel: Funnel | null;
  goals: string[];
  onSave: (funnel: Omit<Funnel, "id">) => Promise<boolean>;
}) {
  const { t } = useLocale();
  const value = useValueLabel();
  const stepLabel = useStepLabel();
  const funnelName = useFunnelName();
  const first = goals[0] ?? GOALS[0];
  const [name, setName] = useState(funnel ? funnelName(funnel) : "");
  const [steps, setSteps] = useState<FunnelStepDefinition[]>(
    funnel?.steps ?? [newStep("page", first), newStep("goal", first)],
  );
  const change = (index: number, step: FunnelStepDefinition) =>
    setSteps((now) => now.map((old, at) => (at === index ? step : old)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSave({ name: name.trim(), steps })) {
      setName("");
      setSteps([newStep("page", first), newStep("goal", first)]);
    }
  };

  return (
    <form onSubmit={submit} className="mt-4 space-y-3" data-funnel-form>
      <h3 className="text-sm font-semibold text-white">
        {funnel ? t("admin.funnels.editTitle", { name: funnelName(funnel) }) : t("admin.funnels.add")}
      </h3>
      <label className="block text-sm">
        <span className="mb-1 block text-slate-300">{t("admin.funnels.name")}</span>
        <input className={field} value={name} required maxLength={80} onChange={(e) => setName(e.target.value)} />
      </label>
      <ol className="space-y-2">
        {steps.map((step, index) => (
          <li key={index} className="flex items-start gap-2" data-funnel-step>
            <span aria-hidden="true" className="mt-2 w-4 text-sm text-slate-400 tabular-nums">
              {index + 1}.
            </span>
            <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[9rem_1fr]">
              <select
                className={field}
                aria-label={t("admin.funnels.stepKind", { n: index + 1 })}
                value={step.kind}
                onChange={(event) => change(index, newStep(event.target.value as FunnelStepDefinition["kind"], first))}
              >
                {FUNNEL_STEP_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`admin.funnels.kind.${kind}`)}
                  </option>
                ))}
              </select>
              {step.kind === "page" ? (
                <input
                  className={field}
                  aria-label={t("admin.funnels.stepPath", { n: index + 1 })}
                  value={step.path}
                  required
                  maxLength={300}
                  placeholder="/services/*"
                  onChange={(event) => change(index, { kind: "page", path: event.target.value })}
                />
              ) : step.kind === "goal" ? (
                <select
                  className={field}
                  aria-label={t("admin.funnels.stepGoal", { n: index + 1 })}
                  value={step.goal}
                  onChange={(event) => change(index, { kind: "goal", goal: event.target.value })}
                >
                  {!goals.includes(step.goal) && (
                    <option value={step.goal} disabled>
                      {stepLabel(step)}
                    </option>
                  )}
                  {goals.map((goal) => (
                    <option key={goal} value={goal}>
                      {value("goal", goal)}
                    </option>
                  ))}
                </select>
              ) : (
                <select
                  className={field}
                  aria-label={t("admin.funnels.stepStage", { n: index + 1 })}
                  value={step.stage}
                  onChange={(event) =>
                    change(index, { kind: "form", stage: event.target.value as (typeof FORM_STAGES)[number] })
                  }
                >
                  {FORM_STAGES.map((stage) => (
                    <option key={stage} value={stage}>
                      {stepLabel({ kind: "form", stage })}
                    </option>
                  ))}
                </select>
              )}
            </div>
            <button
              type="button"
              disabled={steps.length <= MIN_FUNNEL_STEPS}
              onClick={() => setSteps((now) => now.filter((_, at) => at !== index))}
              className={`${iconButton} disabled:opacity-40`}
              aria-label={t("admin.funnels.removeStep", { n: index + 1 })}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-between gap-2">
        <button
          type="button"
          disabled={steps.length >= MAX_FUNNEL_STEPS}
          onClick={() => setSteps((now) => [...now, newStep("page", first)])}
          className={`${buttonSecondarySmall} disabled:opacity-40`}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t("admin.funnels.addStep")}
        </button>
        <button type="submit" className={buttonPrimarySmall}>
          {t(funnel ? "admin.funnels.saveButton" : "admin.funnels.addButton")}
        </button>
      </div>
    </form>
  );
}
