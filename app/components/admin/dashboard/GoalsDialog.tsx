import { Pencil, Target, Trash2 } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { createGoal, deleteGoal, fetchGoals, RequestFailedError, renameGoal, setGoalConversion } from "~/admin/api";
import { type BuiltInGoal, type CustomGoal, GOAL_KINDS, type GoalKind, MAX_GOAL_NAME } from "~/analytics/goals";
import { useLocale } from "~/i18n/context";
import { buttonPrimarySmall } from "../../ui/styles";
import { useValueLabel } from "./labels";
import { DialogButton, DialogEnd, ModalDialog } from "./ModalDialog";
import { useFormat } from "./use-format";

const input = "w-full rounded-xl border border-white/15 bg-ink-950 px-3 py-2 text-sm text-white";
const iconButton =
  "grid size-8 shrink-0 place-items-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white";

/** What a goal's kind asks for, by the field the API takes. */
const TARGET = { page: "path", click: "key", link: "href" } as const;

/**
 * The goals panel's button: an admin opens a dialog that lists the built-in goals and the goals admins defined
 * (each counting since the day it was made, to rename or remove), each with whether it counts as a conversion,
 * and a form to define another. `onChanged` hears every change.
 */
export function GoalsButton({ onChanged }: { onChanged: () => void }) {
  const { t } = useLocale();
  return (
    <DialogButton
      label={t("admin.goals.manage")}
      icon={<Target aria-hidden="true" className="size-4" />}
      marker="data-manage-goals"
      dialog={(close) => <GoalsDialog onChanged={onChanged} onClose={close} />}
    />
  );
}

function GoalsDialog({ onChanged, onClose }: { onChanged: () => void; onClose: () => void }) {
  const { t } = useLocale();
  const value = useValueLabel();
  const dialog = useRef<HTMLDialogElement>(null);
  const [goals, setGoals] = useState<{ goals: CustomGoal[]; builtIn: BuiltInGoal[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reload = useCallback(() => {
    fetchGoals().then(
      (list) => setGoals(list),
      () => setProblem(t("admin.goals.failed")),
    );
  }, [t]);
  useEffect(reload, [reload]);
  /** Runs a change, then lists the goals again and tells the dashboard; a refusal is said in the dialog. */
  const change = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
      reload();
      onChanged();
      return true;
    } catch (error) {
      // What the server kept, in place of what the refused change showed.
      reload();
      const code = error instanceof RequestFailedError ? error.refusal?.code : undefined;
      setProblem(
        t(
          code === "goals/name-taken"
            ? "admin.goals.nameTaken"
            : code === "goals/too-many"
              ? "admin.goals.tooMany"
              : code === "request/invalid"
                ? "admin.goals.invalid"
                : "admin.goals.failed",
        ),
      );
      return false;
    }
  };

  return (
    <ModalDialog dialogRef={dialog} name="goals" title={t("admin.goals.title")} onClose={onClose}>
      <p className="text-sm text-slate-400">{t("admin.goals.intro")}</p>
      <p className="mt-2 text-sm text-slate-400">{t("admin.goals.conversionIntro")}</p>
      {goals && (
        <>
          <div className="mt-4 flex items-end justify-between gap-3">
            <h3 className="text-sm font-semibold text-white">{t("admin.goals.builtInTitle")}</h3>
            <span aria-hidden="true" className="text-right text-xs text-slate-400">
              {t("admin.goals.conversion")}
            </span>
          </div>
          <ul className="mt-2 divide-y divide-white/5 text-sm" data-built-in-goals>
            {goals.builtIn.map(({ goal, conversion }) => (
              <li key={goal} className="flex items-center justify-between gap-3 py-1.5" data-goal={goal}>
                <span className="text-slate-200">{value("goal", goal)}</span>
                <ConversionSwitch
                  silent
                  name={value("goal", goal)}
                  conversion={conversion}
                  onChange={(next) => change(() => setGoalConversion(goal, next))}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {goals && goals.goals.length > 0 && (
        <ul className="mt-4 space-y-3 border-y border-white/10 py-4 text-sm" data-goal-list>
          {goals.goals.map((goal) => (
            <GoalItem key={goal.id} goal={goal} change={change} />
          ))}
        </ul>
      )}
      <NewGoalForm onCreate={(goal) => change(() => createGoal(goal))} />
      <DialogEnd dialogRef={dialog} problem={problem} />
    </ModalDialog>
  );
}

/** Whether reaching a goal makes a visit a conversion: a checkbox, named by the goal for a screen reader. */
function ConversionSwitch({
  name,
  conversion,
  onChange,
  silent = false,
}: {
  name: string;
  conversion: boolean;
  onChange: (conversion: boolean) => void;
  /** Without its words beside it, under a heading that says them once for a list. */
  silent?: boolean;
}) {
  const { t } = useLocale();
  // Shown at once; the list loaded again after the change says what the server kept.
  const [checked, setChecked] = useState(conversion);
  useEffect(() => setChecked(conversion), [conversion]);
  return (
    <label className="flex shrink-0 cursor-pointer items-center gap-2 text-xs text-slate-300">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          onChange(event.target.checked);
        }}
        aria-label={t("admin.goals.conversionOf", { name })}
        data-conversion
        className="size-4 accent-brand-500"
      />
      {!silent && t("admin.goals.conversion")}
    </label>
  );
}

/**
 * A goal admins defined: its name, what reaching it means, since when it counts and whether it is a conversion;
 * renamed or removed here.
 */
function GoalItem({
  goal,
  change,
}: {
  goal: CustomGoal;
  change: (action: () => Promise<unknown>) => Promise<boolean>;
}) {
  const { t } = useLocale();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(goal.name);
  const target = goal.kind === "page" ? goal.path : goal.kind === "click" ? goal.key : goal.href;
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (await change(() => renameGoal(goal.id, name.trim()))) setEditing(false);
  };
  return (
    <li className="flex items-start justify-between gap-3">
      {editing ? (
        <form onSubmit={rename} className="flex min-w-0 flex-1 gap-2">
          <input
            className={input}
            value={name}
            required
            maxLength={MAX_GOAL_NAME}
            onChange={(event) => setName(event.target.value)}
            aria-label={t("admin.goals.newName", { name: goal.name })}
          />
          <button type="submit" className={buttonPrimarySmall}>
            {t("admin.goals.renameButton")}
          </button>
        </form>
      ) : (
        <div className="min-w-0">
          <p className="font-medium text-white [overflow-wrap:anywhere]">{goal.name}</p>
          <p className="text-slate-400 [overflow-wrap:anywhere]">
            {t(`admin.goals.kind.${goal.kind}`)}: <code className="text-slate-300">{target}</code>
          </p>
          <p className="text-xs text-slate-400">{t("admin.goals.since", { day: format.moment(goal.createdAt) })}</p>
          <div className="mt-1.5">
            <ConversionSwitch
              name={goal.name}
              conversion={goal.conversion}
              onChange={(next) => change(() => setGoalConversion(goal.id, next))}
            />
          </div>
        </div>
      )}
      <div className="flex shrink-0">
        <button
          type="button"
          onClick={() => setEditing((now) => !now)}
          className={iconButton}
          aria-label={t("admin.goals.rename", { name: goal.name })}
          aria-expanded={editing}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={() => change(() => deleteGoal(goal.id))}
          className={iconButton}
          aria-label={t("admin.goals.delete", { name: goal.name })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}

/** The form that defines a goal: its name, its kind, and the page, key or address that reaches it. */
function NewGoalForm({ onCreate }: { onCreate: (goal: Parameters<typeof createGoal>[0]) => Promise<boolean> }) {
  const { t } = useLocale();
  const [name, setName] = useState("");
  const [kind, setKind] = useState<GoalKind>("page");
  const [target, setTarget] = useState("");
  const hint = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const what = {
      page: { kind: "page", path: target },
      click: { kind: "click", key: target },
      link: { kind: "link", href: target },
    } as const;
    if (await onCreate({ name: name.trim(), ...what[kind] })) {
      setName("");
      setTarget("");
    }
  };
  return (
    <form onSubmit={submit} className="mt-4 space-y-3" data-new-goal>
      <h3 className="text-sm font-semibold text-white">{t("admin.goals.add")}</h3>
      <label className="block text-sm">
        <span className="mb-1 block text-slate-300">{t("admin.goals.name")}</span>
        <input
          className={input}
          value={name}
          required
          maxLength={MAX_GOAL_NAME}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label className="block text-sm">
        <span className="mb-1 block text-slate-300">{t("admin.goals.kindLabel")}</span>
        <select className={input} value={kind} onChange={(event) => setKind(event.target.value as GoalKind)}>
          {GOAL_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`admin.goals.kind.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm">
        <span className="mb-1 block text-slate-300">{t(`admin.goals.target.${TARGET[kind]}`)}</span>
        <input
          className={input}
          value={target}
          required
          maxLength={300}
          aria-describedby={hint}
          onChange={(event) => setTarget(event.target.value)}
          data-goal-target
        />
        <span id={hint} className="mt-1 block text-xs text-slate-400">
          {t(`admin.goals.hint.${TARGET[kind]}`)}
        </span>
      </label>
      <div className="flex justify-end">
        <button type="submit" className={buttonPrimarySmall}>
          {t("admin.goals.addButton")}
        </button>
      </div>
    </form>
  );
}
