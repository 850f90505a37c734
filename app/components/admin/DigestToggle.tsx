import { useEffect, useState } from "react";
import { fetchDigest, saveDigest } from "~/admin/api";
import type { DigestSetting } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import { switchTrack } from "../ui/styles";

/**
 * The staff member's own weekly summary by e-mail: a switch, at the foot of the dashboard. It is sent in
 * the language of the page it was turned on in. Without mail on the server there is nothing to switch on (the
 * newsletter panel says mail is off), so it shows only to turn off a summary switched on before.
 */
export function DigestToggle({ email }: { email: string }) {
  const { locale, t } = useLocale();
  const [setting, setSetting] = useState<DigestSetting | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchDigest().then(setSetting, () => setFailed(true));
  }, []);
  if (!setting) return failed ? <p className="mt-8 text-sm text-red-200">{t("admin.digest.saveFailed")}</p> : null;
  if (!setting.mail && !setting.enabled) return null;

  const change = async (enabled: boolean) => {
    setSaving(true);
    setFailed(false);
    try {
      setSetting(await saveDigest(enabled, locale));
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  const hint = setting.enabled ? t("admin.digest.on", { email }) : t("admin.digest.settingHint");
  return (
    <footer className="mt-8 max-w-xl border-t border-white/10 pt-6" data-digest>
      <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-200">
        <input
          type="checkbox"
          role="switch"
          className="peer sr-only"
          checked={setting.enabled}
          aria-checked={setting.enabled}
          disabled={saving}
          aria-describedby="digest-hint"
          onChange={(event) => change(event.currentTarget.checked)}
        />
        <span aria-hidden="true" className={switchTrack} />
        {t("admin.digest.setting")}
      </label>
      <p id="digest-hint" className="mt-1 text-sm text-slate-400">
        {hint}
      </p>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-200">
          {t("admin.digest.saveFailed")}
        </p>
      )}
    </footer>
  );
}
