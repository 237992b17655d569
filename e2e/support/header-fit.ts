import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What of a control its own box cuts: a select whose chosen words are wider than the room
 * inside it, or a part (a button's label) whose content is wider than the part and hidden.
 * Runs in the page.
 */
function cutOf(control: Element): string | null {
  if (control instanceof HTMLSelectElement) {
    const style = getComputedStyle(control);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const text = control.selectedOptions[0]?.text ?? '';
    const room =
      control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const needed = context.measureText(text).width;
    return needed <= room + 1 ? null : `"${text}" needs ${needed.toFixed(1)} px in ${room} px`;
  }
  for (const part of [control, ...Array.from(control.querySelectorAll('*'))]) {
    if (!(part instanceof HTMLElement) || part.clientWidth === 0) continue;
    if (getComputedStyle(part).overflowX === 'visible') continue;
    if (part.scrollWidth > part.clientWidth)
      return `"${part.textContent}" is ${part.scrollWidth} px in ${part.clientWidth} px`;
  }
  return null;
}

/**
 * Every control of the family header (and the child switcher, when a parent has two) wholly
 * inside the window's width, and whole inside its own box: on a 375 px phone nothing of the
 * header is pushed off the edge or shrunk until its words are cut (issue 50). `scope`: the page,
 * or the family shell before the app.
 */
export async function expectHeaderFits(page: Page, scope: Locator = page.locator('body')) {
  const width = page.viewportSize()!.width;
  const controls = [
    scope.getByTestId('language-picker'),
    scope.getByTestId('theme-toggle'),
    scope.getByRole('button', { name: 'Sign out' }),
  ];
  const child = scope.getByLabel('Child', { exact: true });
  if (await child.count()) controls.push(child);
  for (const control of controls) {
    const name = await control.evaluate(
      (el) => el.getAttribute('aria-label') ?? el.textContent ?? el.tagName,
    );
    await expect(control, name).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(width);
    expect(await control.evaluate(cutOf), `${name} shows whole`).toBeNull();
  }
}
