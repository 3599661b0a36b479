import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/**
 * Whether this run saves full-page screenshots under e2e/screenshots (git-ignored) for people to look at:
 * with E2E_SCREENSHOTS=1. The suite is CPU-bound (two cores 87 % busy), and a run nobody looks at (CI)
 * need not encode its 174 tall PNGs: six files at three workers took 158 s with them, 149 s without.
 */
export const isSavingScreenshots = process.env.E2E_SCREENSHOTS === '1';

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!isSavingScreenshots) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
