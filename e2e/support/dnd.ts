import type { Locator, Page } from 'playwright-core';

const POLL = { timeout: 15_000 };

/**
 * Moves a sortable item one place up with the keyboard (dnd-kit's keyboard sensor), as a person would: focus the
 * handle, Space to pick it up, ArrowUp, Space to drop; each step waits for the screen reader's announcement. The
 * sensor measures the list after the pick-up: an arrow pressed before it is ready is lost, so it is pressed again
 * when the move is not announced.
 */
export async function moveUpWithKeyboard(page: Page, handle: Locator, label: string, from: number): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await page.getByText(`“${label}” is now at position ${from}.`).waitFor({ state: 'attached', ...POLL });
  const moved = page.getByText(`“${label}” is now at position ${from - 1}.`);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.keyboard.press('ArrowUp');
    try {
      await moved.waitFor({ state: 'attached', timeout: 4_000 });
      break;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
  await page.keyboard.press('Space');
}
