import { Bookmark, Trash2 } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { deleteView, fetchSavedViews, RequestFailedError, saveView } from "~/admin/api";
import type { SavedView } from "~/admin/types";
import { type DashboardView, type ViewChange, viewFromSearch, viewSearch } from "~/admin/view";
import { useLocale } from "~/i18n/context";
import { buttonPrimarySmall, buttonSecondarySmall } from "../../ui/styles";
import { ModalDialog } from "./ModalDialog";

const field = "rounded-full border border-white/15 bg-ink-900 px-3 py-1 text-sm text-slate-200";

/**
 * The dashboard's saved views: anyone picks one from the list (the view's range, comparison and filters
 * replace the current ones); an admin names the current view, or deletes one, in a dialog.
 */
export function SavedViews({ view, onView, admin }: { view: DashboardView; onView: ViewChange; admin: boolean }) {
  const { t } = useLocale();
  const [views, setViews] = useState<SavedView[]>([]);
  const [managing, setManaging] = useState(false);
  const reload = useCallback(() => {
    fetchSavedViews().then(
      (list) => setViews(list.views),
      () => setViews([]),
    );
  }, []);
  useEffect(reload, [reload]);
  const current = viewSearch(view).toString();

  return (
    <div className="flex flex-wrap items-center gap-2" data-saved-views>
      {views.length > 0 && (
        <select
          aria-label={t("admin.views.label")}
          className={field}
          value={views.find((saved) => saved.query === current)?.id ?? ""}
          onChange={(event) => {
            const chosen = views.find((saved) => saved.id === event.target.value);
            if (chosen) onView(() => viewFromSearch(new URLSearchParams(chosen.query)));
          }}
        >
          <option value="" disabled>
            {t("admin.views.label")}
          </option>
          {views.map((saved) => (
            <option key={saved.id} value={saved.id}>
              {saved.name}
            </option>
          ))}
        </select>
      )}
      {admin && (
        <button
          type="button"
          className="flex items-center gap-1.5 rounded-full border border-white/15 px-3 py-1 text-sm font-medium text-slate-200 hover:border-white/40 hover:text-white"
          onClick={() => setManaging(true)}
          data-save-view
        >
          <Bookmark aria-hidden="true" className="size-4" />
          {t("admin.views.save")}
        </button>
      )}
      {managing && (
        <SaveViewDialog query={current} views={views} onChanged={reload} onClose={() => setManaging(false)} />
      )}
    </div>
  );
}

/** An admin's dialog: a name for the current view, and the saved views with a way to delete each. */
function SaveViewDialog({
  query,
  views,
  onChanged,
  onClose,
}: {
  query: string;
  views: SavedView[];
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await saveView(name.trim(), query);
      onChanged();
      dialog.current?.close();
    } catch (error) {
      const taken = error instanceof RequestFailedError && error.code === "views/name-taken";
      setProblem(t(taken ? "admin.views.nameTaken" : "admin.views.failed"));
    }
  };
  const remove = async (saved: SavedView) => {
    await deleteView(saved.id).catch(() => setProblem(t("admin.views.failed")));
    onChanged();
  };

  return (
    <ModalDialog dialogRef={dialog} name="save-view" title={t("admin.views.saveTitle")} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4">
        <label className="block text-sm">
          <span className="mb-1 block text-slate-300">{t("admin.views.name")}</span>
          <input
            className="w-full rounded-xl border border-white/15 bg-ink-950 px-3 py-2 text-sm text-white"
            value={name}
            required
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        {problem && (
          <p role="alert" className="text-sm text-red-200">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonSecondarySmall} onClick={() => dialog.current?.close()}>
            {t("admin.filters.cancel")}
          </button>
          <button type="submit" className={buttonPrimarySmall}>
            {t("admin.views.saveButton")}
          </button>
        </div>
      </form>
      {views.length > 0 && (
        <ul className="mt-6 space-y-1 border-t border-white/10 pt-4 text-sm">
          {views.map((saved) => (
            <li key={saved.id} className="flex items-center justify-between gap-3">
              <span className="min-w-0 [overflow-wrap:anywhere]">{saved.name}</span>
              <button
                type="button"
                onClick={() => remove(saved)}
                className="grid size-8 shrink-0 place-items-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white"
                aria-label={t("admin.views.delete", { name: saved.name })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
