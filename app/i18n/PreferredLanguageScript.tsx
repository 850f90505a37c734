import { DEFAULT_LOCALE } from "~/config/build";
import { InlineScript } from "~/document/InlineScript";
import { LOCALES, PREFERRED_LANGUAGE_KEY } from "./locales";

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * On an unprefixed (default-language) page, a language the visitor chose
 * before is applied before anything paints. Only an explicit stored choice
 * moves a visitor; never Accept-Language or IP.
 */
const SOURCE = `(function(){try{var l=localStorage.getItem(${JSON.stringify(PREFERRED_LANGUAGE_KEY)});if(${JSON.stringify(
  OTHER_LOCALES,
)}.indexOf(l)<0)return;var p=location.pathname;location.replace("/"+l+(p==="/"?"":p)+location.search+location.hash)}catch(e){}})()`;

export function PreferredLanguageScript() {
  return <InlineScript code={SOURCE} />;
}
