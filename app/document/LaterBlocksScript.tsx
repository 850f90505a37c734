import { InlineScript } from "./InlineScript";

/**
 * The blocks of a public page after its first wait to be laid out until they near the screen (app/app.css,
 * decision 039), as do the later parts of a long block marked `data-later-block`, so that the first paint lays
 * out the first screen alone. This script, in the head, then lays them out one a frame from the first frame after
 * that paint, each in a rendering step of its own, and marks the page whole (`html[data-whole]`): from then on the
 * page's height, its scroll bar and a jump within it are exact.
 *
 * The page is laid out whole at once when a link leads to a part of it (before the browser scrolls), and from
 * the start when it opens at a part of it (an address with a #fragment) or was reloaded or returned to with Back
 * or Forward without the browser's cache: the browser then puts the visitor at a place that is right only if
 * every block above it has its real height.
 */
const SOURCE = `(function(){var r=document.documentElement,n=performance.getEntriesByType("navigation")[0];function whole(){r.dataset.whole=""}if(location.hash||n&&(n.type==="reload"||n.type==="back_forward"))whole();document.addEventListener("click",function(e){var a=e.target instanceof Element&&e.target.closest("a[href*='#']");if(a&&a.pathname===location.pathname&&a.hash)whole()},true);function next(){if(r.dataset.whole!==undefined)return;var b=document.querySelector(":is([data-later-blocks]>*+*,[data-later-blocks]~footer,[data-later-block]):not([data-laid-out])");if(b)b.dataset.laidOut="";else if(document.readyState!=="loading")return whole();requestAnimationFrame(next)}requestAnimationFrame(function(){setTimeout(next)})})()`;

export function LaterBlocksScript() {
  return <InlineScript code={SOURCE} />;
}
