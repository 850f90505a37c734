/**
 * The build's compile-time constants (app/config/build.ts) for a command run from source by tsx, which,
 * unlike Vite, defines none: from SITE_URL and DEFAULT_LOCALE as the build reads them, and content/ compiled. Import it before
 * anything that reads them (the analytics' page set, say).
 */
import { buildDefines, readBuildSettings } from "../../app/config/build-settings";
import { contentDefines } from "../../app/content/defines";

for (const [name, value] of Object.entries({ ...buildDefines(readBuildSettings()), ...contentDefines() })) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: JSON.parse(value) });
}
