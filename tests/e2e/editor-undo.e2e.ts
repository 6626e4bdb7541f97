import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { makePng } from '../support/test-images';
import { screenshot, signUpAndConfirm } from './support/browser';

/*
 * One edit, one undo (issue 23): every control of the editor, edited once, is put back by ONE press of
 * Undo, and leaves nothing else to undo (a control that made two steps of one edit would leave Undo
 * enabled). The colour field is first typed into before its picker's code has loaded, so the moment
 * the real picker replaces its stand-in happens inside the edit.
 */

const sitePage = (page: Page) => page.getByTestId('site-page');
const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true });

/** The section rows of the Sections list, top to bottom. */
async function panelOrder(page: Page): Promise<string[]> {
  const rows = page.getByRole('region', { name: 'Sections' }).getByRole('listitem');
  return (await rows.evaluateAll((items) => items.map((li) => li.querySelector('button')?.getAttribute('aria-label') ?? ''))).map((label) => label.replace(/^Drag /, ''));
}

/** Where `target` is once the dropdown it is in has finished opening (the same box twice, 100 ms apart). */
async function settledBox(page: Page, target: Locator) {
  let last: Awaited<ReturnType<Locator['boundingBox']>> = null;
  for (let i = 0; i < 50; i++) {
    const box = await target.boundingBox();
    if (box && last && box.x === last.x && box.y === last.y && box.width === last.width && box.height === last.height) return box;
    last = box;
    await page.waitForTimeout(100);
  }
  throw new Error('the control did not settle');
}

/**
 * Makes one edit with `edit`, checks `read` changed, presses Undo once and checks `read` is back and
 * that nothing else is left to undo.
 */
async function oneEditOneUndo(page: Page, name: string, read: () => Promise<unknown>, edit: () => Promise<void>, how: 'button' | 'keys' = 'button') {
  const before = await read();
  expect(await undoButton(page).isDisabled(), `${name}: nothing to undo before`).toBe(true);
  await edit();
  await expect.poll(read, { message: `${name}: the edit shows` }).not.toEqual(before);
  await expect.poll(() => undoButton(page).isEnabled(), { message: `${name}: Undo offered` }).toBe(true);
  if (how === 'button') await undoButton(page).click();
  else await page.keyboard.press('Control+Z');
  await expect.poll(read, { message: `${name}: one Undo puts it back` }).toEqual(before);
  await expect.poll(() => undoButton(page).isDisabled(), { message: `${name}: one edit was one step` }).toBe(true);
}

describe('editor undo', () => {
  it('undoes one edit of every control with one Undo: colour (as its picker loads, a swatch, a drag), theme, layout, toggles, section order, image, text', { timeout: 180_000 }, async ({ page }) => {
    await signUpAndConfirm(page);
    await page.goto('/website');
    const panel = page.getByRole('complementary', { name: 'Editor Options' });
    await panel.waitFor();
    const site = page.locator('.ww-site').first();
    const companyColor = page.getByLabel('Company Color');
    const secondaryColor = page.getByLabel('Secondary Color');

    // Colour typed: the picker's code is not there yet; it loads while the owner types and takes over the field.
    expect(await page.locator('.mantine-ColorInput-input').count()).toBe(0);
    await oneEditOneUndo(
      page,
      'Company Color typed',
      () => companyColor.inputValue(),
      async () => {
        await companyColor.click();
        await page.keyboard.press('Control+A');
        await page.keyboard.type('#DCEFF7', { delay: 60 });
        await page.locator('.mantine-ColorInput-input').first().waitFor();
        await page.keyboard.press('Tab');
      },
    );
    expect(await companyColor.inputValue()).toBe('#F7F7F7');

    // Colour: a swatch of the open picker.
    await oneEditOneUndo(
      page,
      'Company Color swatch',
      () => companyColor.inputValue(),
      async () => {
        await companyColor.click();
        await page.locator('.mantine-ColorInput-dropdown [data-swatch][aria-label="#1E3A8A"]').click();
        await expect.poll(() => companyColor.inputValue()).toBe('#1E3A8A');
        await page.keyboard.press('Escape');
        await page.locator('body').click({ position: { x: 5, y: 790 } });
      },
    );

    // Colour: a drag across the picker's saturation square (many changes, one step).
    await oneEditOneUndo(
      page,
      'Secondary Color dragged',
      () => secondaryColor.inputValue(),
      async () => {
        await secondaryColor.click();
        const square = page.locator('.mantine-ColorInput-saturation >> visible=true');
        await square.waitFor();
        const box = await settledBox(page, square);
        await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.3, { steps: 10 });
        await page.mouse.up();
        await page.keyboard.press('Tab');
      },
      'keys',
    );

    // Theme (its select's code loads on the first press).
    const theme = page.getByRole('combobox', { name: 'Theme' });
    await oneEditOneUndo(
      page,
      'Theme',
      () => site.getAttribute('data-theme'),
      async () => {
        await theme.click();
        await page.getByRole('option', { name: 'Bold', exact: true }).click();
      },
    );
    expect(await theme.inputValue()).toBe('Classic');

    // Hero layout (a plain select).
    await oneEditOneUndo(page, 'Hero layout', () => page.getByLabel('Hero layout').inputValue(), async () => {
      await page.getByLabel('Hero layout').selectOption({ label: 'Big phone number' });
    });

    // Toggles: the CTA switch and a section's Hide.
    const cta = page.getByRole('switch', { name: 'Show the CTA button' });
    await oneEditOneUndo(page, 'CTA switch', () => cta.isChecked(), () => cta.click());
    const about = sitePage(page).getByRole('region', { name: 'About Me' });
    await oneEditOneUndo(
      page,
      'Hide About Me',
      () => about.getByText('Hidden from your website').count(),
      () => about.getByRole('button', { name: 'Hide section' }).click(),
    );

    // Section order: a button, and a drag with the mouse.
    await oneEditOneUndo(page, 'Move Services up', () => panelOrder(page), () => page.getByRole('button', { name: 'Move Services up' }).click());
    await oneEditOneUndo(page, 'Drag Contact', () => panelOrder(page), async () => {
      const handle = page.getByRole('button', { name: 'Drag Contact', exact: true });
      // The list in the middle of the panel: near its edges dnd-kit scrolls the panel while dragging.
      await page.getByRole('region', { name: 'Sections' }).getByRole('list').evaluate((list) => list.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const a = await settledBox(page, handle);
      const x = a.x + a.width / 2;
      let y = a.y + a.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y - 8, { steps: 4 });
      y -= 8;
      await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
      // Up in small steps until the list says Contact is over Services (the panel may scroll as it starts).
      const over = page.getByText('was moved over droppable area services.');
      for (let i = 0; i < 120 && (await over.count()) === 0; i++) {
        y -= 5;
        await page.mouse.move(x, y);
        await page.waitForTimeout(30);
      }
      await over.waitFor({ state: 'attached' });
      await page.mouse.up();
    });

    // Image: the hero's background picture.
    const hero = page.locator('.ww-hero__bg');
    await oneEditOneUndo(page, 'Background Image', () => hero.getAttribute('src'), async () => {
      await page.locator('input[type="file"][aria-label="Upload Background Image"]').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: makePng(1200, 600) });
      await expect.poll(() => hero.getAttribute('src'), { timeout: 30_000 }).toMatch(/\/media\//);
    });

    // Text typed in the page, then the field left.
    const name = page.getByLabel('Company name', { exact: true });
    await oneEditOneUndo(
      page,
      'Company name',
      () => name.inputValue(),
      async () => {
        await name.click();
        await page.keyboard.type('Undo & Sons', { delay: 20 });
        await page.keyboard.press('Tab');
      },
      'keys',
    );
    await screenshot(page, 'editor-undo-every-control');
  });
});
