import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { signUpAndConfirm } from './support/browser';

const sitePage = (page: Page) => page.getByTestId('site-page');

describe('looks, sections, order and history (issue 13)', () => {
  it('undoes and redoes edits by button and keyboard, back to "All changes saved"', async ({ page }) => {
    await signUpAndConfirm(page);
    await page.goto('/website');
    await page.getByRole('complementary', { name: 'Editor Options' }).waitFor();
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    expect(await undo.isDisabled()).toBe(true);

    // 1: typing in one field is one step
    const name = page.getByLabel('Company name', { exact: true });
    const before = await name.inputValue();
    await name.fill('');
    await name.pressSequentially('Rain & Sons');
    // 2: a switch
    const info = sitePage(page).getByRole('region', { name: 'Info' });
    await info.getByRole('button', { name: 'Hide section' }).click();
    await info.getByText('Hidden from your website').waitFor();
    // 3: another field
    await page.getByLabel('Button label').fill('Call us');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();

    await undo.click();
    expect(await page.getByLabel('Button label').inputValue()).toBe('');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => info.getByText('Hidden from your website').count()).toBe(0);
    await name.focus();
    await page.keyboard.press('Control+Z'); // inside a field: the editor's step, not the browser's
    expect(await name.inputValue()).toBe(before);
    await page.getByText('All changes saved').waitFor();
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);

    await page.keyboard.press('Control+Shift+Z');
    expect(await name.inputValue()).toBe('Rain & Sons');
    await redo.click();
    await info.getByText('Hidden from your website').waitFor();
    expect(await page.getByLabel('Button label').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
  });
});
