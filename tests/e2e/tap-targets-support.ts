import type { Page } from 'playwright-core';

/** The smallest tap target accepted on a phone, in CSS pixels, each way. */
export const MIN_TARGET_PX = 44;

/** A tap target smaller than MIN_TARGET_PX: where it is, what it says, and the box a finger can hit. */
export interface SmallTarget {
  selector: string;
  text: string;
  width: number;
  height: number;
}

/**
 * Every visible control of the page whose tap area is under `min` px in either direction. What counts:
 *
 * - Controls: a[href], button, input (checkboxes, radios and ranges included), select, textarea, summary,
 *   and the ARIA roles button, checkbox, radio, switch and slider. Hidden ones (no box, or a 1 px visually
 *   hidden one), and those behind a modal dialog (inert), are not targets.
 * - A control's tap area is its border box. A control that takes no pointer events itself but lets a part
 *   of it take them (a range input whose thumbs alone are draggable) is measured by hit-testing: each run
 *   of points along its middle that lands on it is one target (one thumb), as wide as the run and as tall
 *   as the column through the run's centre that lands on it. The two thumbs of a two-ended range share
 *   one track and are drawn over each other where their values come close; each is measured with the
 *   other range input hidden, as the spacing between them is the range's values, not its targets.
 * - The target includes the label: a checkbox or radio smaller than `min` is satisfied by a label of it
 *   (wrapping it, or pointing at it with `for`; the browser toggles the control when the label is
 *   clicked) whose box is at least `min` × `min`; that label is then the target measured. A label of a
 *   control that is big enough itself is a second way to the same control, and is not measured.
 * - Inline links are exempt: a link laid out inline whose nearest block (not flex or grid) also holds text
 *   of its own with a letter or digit, outside any link or button — a link inside a sentence, whose height
 *   is the line's. A row of links separated only by dots or bars is not a sentence and is measured.
 */
export function smallTapTargets(page: Page, min = MIN_TARGET_PX): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const CONTROLS = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=checkbox], [role=radio], [role=switch], [role=slider]';
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      if (getComputedStyle(element).visibility !== 'visible') return false;
      return !element.closest('[inert]');
    };
    const isInline = (element: Element) => getComputedStyle(element).display === 'inline';
    const blockOf = (node: Node) => {
      let element = node.parentElement;
      while (element && isInline(element)) element = element.parentElement;
      return element;
    };
    const inSentence = (link: Element) => {
      if (!isInline(link)) return false;
      const block = blockOf(link);
      if (!block || !['block', 'list-item', 'inline-block', 'table-cell'].includes(getComputedStyle(block).display)) return false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('a[href], button') || !/[\p{L}\p{N}]/u.test(node.textContent ?? '')) continue;
        if (blockOf(node) === block) return true;
      }
      return false;
    };
    const big = (box: { width: number; height: number }) => box.width >= min && box.height >= min;
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && at !== document.documentElement && parts.length < 4; at = at.parentElement) {
        if (at.id && !/[:«»]/.test(at.id)) {
          parts.unshift(`${at.tagName.toLowerCase()}#${at.id}`);
          break;
        }
        const siblings = at.parentElement ? [...at.parentElement.children].filter((child) => child.tagName === at!.tagName) : [];
        const nth = siblings.length > 1 ? `:nth-of-type(${siblings.indexOf(at) + 1})` : '';
        const named = at.getAttribute('name') ? `[name="${at.getAttribute('name')}"]` : at.getAttribute('role') ? `[role="${at.getAttribute('role')}"]` : '';
        parts.unshift(`${at.tagName.toLowerCase()}${named}${nth}`);
      }
      return parts.join(' > ');
    };
    /** What names the control for a reader of the report: its ARIA label, a label of it, its words, its image's alt. */
    const textOf = (element: Element) => {
      const input = element as HTMLInputElement;
      const label = ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName) ? input.labels?.[0]?.textContent?.trim() : undefined;
      const image = element.querySelector('img[alt]')?.getAttribute('alt');
      const words = element.getAttribute('aria-label') ?? (label || element.textContent?.trim() || image || input.placeholder || input.type || '');
      return words.replace(/\s+/g, ' ').slice(0, 60);
    };
    /** The boxes of a control that takes pointer events only in parts of it (see above). */
    const hitBoxes = (element: Element) => {
      element.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = element.getBoundingClientRect();
      const overlaps = (other: Element) => {
        const at = other.getBoundingClientRect();
        return at.left < box.right && box.left < at.right && at.top < box.bottom && box.top < at.bottom;
      };
      const others = [...document.querySelectorAll<HTMLElement>('input[type=range]')].filter((other) => other !== element && overlaps(other));
      for (const other of others) other.style.visibility = 'hidden';
      const lands = (x: number, y: number) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === element || element.contains(hit));
      };
      const boxes: { width: number; height: number }[] = [];
      const y = box.top + box.height / 2;
      let start = -1;
      // Pixel centres, so that a run of n pixels counts n.
      for (let x = Math.floor(box.left) + 0.5; x < box.right + 1; x++) {
        const on = x < box.right && lands(x, y);
        if (on && start < 0) start = x;
        if (!on && start >= 0) {
          const centre = Math.floor((start + x - 1) / 2) + 0.5;
          let height = 0;
          for (let at = Math.floor(box.top) + 0.5; at < box.bottom; at++) if (lands(centre, at)) height++;
          boxes.push({ width: x - start, height });
          start = -1;
        }
      }
      for (const other of others) other.style.visibility = '';
      return boxes;
    };

    const small: { selector: string; text: string; width: number; height: number }[] = [];
    const report = (element: Element, box: { width: number; height: number }) =>
      small.push({ selector: describe(element), text: textOf(element), width: Math.round(box.width), height: Math.round(box.height) });

    for (const element of document.querySelectorAll(CONTROLS)) {
      if (!shown(element)) continue;
      if (element.tagName === 'A' && inSentence(element)) continue;
      if (getComputedStyle(element).pointerEvents === 'none') {
        for (const box of hitBoxes(element)) if (!big(box)) report(element, box);
        continue;
      }
      const box = element.getBoundingClientRect();
      if (big(box)) continue;
      const input = element as HTMLInputElement;
      if (element.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio')) {
        const labels = [...(input.labels ?? [])].filter(shown);
        if (labels.some((label) => big(label.getBoundingClientRect()))) continue;
        if (labels.length > 0) {
          for (const label of labels) report(label, label.getBoundingClientRect());
          continue;
        }
      }
      report(element, box);
    }
    // A checkbox or radio hidden visually (its label drawn as the control) is reached through its label.
    for (const label of document.querySelectorAll('label')) {
      const control = label.control as HTMLInputElement | null;
      if (!control || !shown(label) || shown(control) || !['checkbox', 'radio'].includes(control.type)) continue;
      const box = label.getBoundingClientRect();
      if (!big(box)) report(label, box);
    }
    return small;
  }, min);
}

/** The small targets as lines for an assertion's message. */
export const describeTargets = (targets: SmallTarget[]): string[] => targets.map((t) => `${t.selector} "${t.text}" ${t.width}×${t.height}`);

/** How far the page scrolls sideways (0 when it fits the viewport's width). */
export const sidewaysOverflow = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
