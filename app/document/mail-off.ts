/**
 * Pages are prerendered at build, but whether the server can send mail (SMTP_URL) is known only when it runs. A
 * server without mail marks every page it serves on its `<html>` element; the stylesheet then hides what needs
 * mail (`data-needs-mail`: the newsletter box) and shows what stands in for it (`data-without-mail`), with no
 * script. The mark is an attribute, so the page's inline code, and with it its CSP hashes, stay as built.
 */
export const MAIL_OFF_MARK = 'data-mail="off"';

/** The page's HTML with its `<html>` element marked as served without mail (the mark after its attributes). */
export function markMailOff(html: string): string {
  return html.replace(/<html(?=[\s>])([^>]*)>/i, `<html$1 ${MAIL_OFF_MARK}>`);
}

declare module "react-router" {
  interface AppLoadContext {
    /** Set by a server that cannot send mail (server/app.ts): the pages it renders are marked (markMailOff). */
    mailOff?: boolean;
  }
}
