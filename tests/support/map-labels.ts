import type { Page } from "playwright-core";

/**
 * What is wrong with the names on the page's drawn maps at the current width, one line per fault: text under
 * 12 px, a name reaching out of its map, two names on top of each other. Empty when every name reads.
 */
export function mapLabelFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const labels = [...document.querySelectorAll<HTMLElement>("[data-map-label]")];
    const boxes = labels.map((label) => ({ name: label.textContent, box: label.getBoundingClientRect(), label }));
    boxes.forEach(({ name, box, label }, i) => {
      const size = Number.parseFloat(getComputedStyle(label).fontSize);
      if (size < 12) faults.push(`${name}: ${size} px`);
      const map = label.parentElement?.parentElement?.getBoundingClientRect();
      if (!map || box.left < map.left || box.right > map.right || box.top < map.top || box.bottom > map.bottom)
        faults.push(`${name}: outside its map`);
      boxes.forEach(({ name: otherName, box: other }, j) => {
        const apart =
          other.left >= box.right || other.right <= box.left || other.top >= box.bottom || other.bottom <= box.top;
        if (j > i && !apart) faults.push(`${name} over ${otherName}`);
      });
    });
    if (labels.length === 0) faults.push("no map names");
    return faults;
  });
}
