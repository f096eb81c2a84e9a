import type { Page } from '@playwright/test';
import type { AnyStateMachine } from 'xstate';
import { expect, test } from '../fixtures.js';
import { browserPaths, coverage, printCoverage, type BrowserModel, type ModelPath } from './browser-model.js';

/**
 * A machine's browser walk as one suite: its coverage printed and asserted (every state and every transition the UI
 * can produce), then one test per path, each walked by `walk` in its own page.
 */
export function describeBrowserModel<TMachine extends AnyStateMachine>(
  title: string,
  name: string,
  model: BrowserModel<TMachine>,
  walk: (path: ModelPath, page: Page, baseURL: string) => Promise<void>,
): void {
  const paths = browserPaths(model);
  test.describe(title, () => {
    test.beforeAll(() => printCoverage(name, coverage(model.machine, paths, model.unreachable), paths.length));

    test('the paths reach every state and every transition the UI can produce', () => {
      expect(coverage(model.machine, paths, model.unreachable)).toMatchObject({ missing: [], unvisited: [] });
    });

    for (const path of paths) test(path.description, ({ page, baseURL }) => walk(path, page, baseURL!));
  });
}
