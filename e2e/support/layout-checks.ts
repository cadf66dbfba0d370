import type { Page } from 'playwright-core';

/**
 * What sticks out on the screen shown: every visible element whose box leaves the viewport or
 * the card (or menu row, or dialog) it sits in, every table cell that cuts its text off, and
 * every visible button the user cannot reach (outside the viewport's width). Each offender is
 * described (tag, classes, text, by how much) so a failing test says what to fix.
 */
export function findLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTAINERS = '.card, .menu-row, .modal, dialog, [role="dialog"], .auth-card';
    const SLACK = 1;
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 3).join('.');
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const visible = (element: Element, rect: DOMRect) => {
      if (rect.width <= 1 || rect.height <= 1) return false; // visually-hidden texts
      if (element.closest('.visually-hidden, [hidden], [aria-hidden="true"]')) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const problems: string[] = [];
    // The main content, the top bar and any open dialog (the closed off-canvas sidebar is not on screen).
    const roots = [...document.querySelectorAll('main, .topbar, dialog[open], [role="dialog"], .auth-screen')];
    const seen = new Set<Element>();
    const reported: Element[] = [];
    for (const root of roots) {
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (seen.has(element) || element instanceof SVGElement) continue;
        seen.add(element);
        // Only the outermost offender: what is inside it sticks out with it.
        if (reported.some((outer) => outer.contains(element))) continue;
        const rect = element.getBoundingClientRect();
        if (!visible(element, rect)) continue;
        const before = problems.length;
        if (rect.right > width + SLACK || rect.left < -SLACK) {
          problems.push(`${describe(element)} leaves the viewport (${Math.round(rect.left)}–${Math.round(rect.right)} of ${width})`);
          reported.push(element);
          continue;
        }
        const container = element.parentElement?.closest(CONTAINERS);
        if (container) {
          const box = container.getBoundingClientRect();
          if (rect.right > box.right + SLACK || rect.left < box.left - SLACK)
            problems.push(
              `${describe(element)} sticks out of ${describe(container)} by ${Math.round(Math.max(rect.right - box.right, box.left - rect.left))}px`,
            );
        }
        if ((element.tagName === 'TD' || element.tagName === 'TH') && element.scrollWidth > element.clientWidth + SLACK)
          problems.push(`${describe(element)} cuts off its text (${element.scrollWidth} in ${element.clientWidth}px)`);
        const scroller = getComputedStyle(element).overflowX;
        if (
          (scroller === 'auto' || scroller === 'scroll') &&
          element.scrollWidth > element.clientWidth + SLACK &&
          element.tagName !== 'TEXTAREA'
        )
          problems.push(`${describe(element)} scrolls sideways (${element.scrollWidth} in ${element.clientWidth}px)`);
        if (problems.length > before) reported.push(element);
      }
    }
    // Buttons overlapped by another element (a badge over the move buttons) cannot be pressed.
    // An open dialog covers the screen behind it on purpose: then only its own buttons count.
    const dialogs = [...document.querySelectorAll('dialog[open], [role="dialog"]')];
    const pressable =
      dialogs.length > 0
        ? dialogs.flatMap((dialog) => [...dialog.querySelectorAll('button, a.button')])
        : [...document.querySelectorAll('main button, main a.button')];
    for (const button of pressable) {
      if (!visible(button, button.getBoundingClientRect())) continue;
      button.scrollIntoView({ block: 'center', inline: 'nearest' });
      const rect = button.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (hit && !button.contains(hit) && !hit.contains(button)) problems.push(`${describe(button)} is covered by ${describe(hit)}`);
    }
    window.scrollTo(0, 0);
    return problems;
  });
}
