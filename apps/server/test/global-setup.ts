import type { TestProject } from 'vitest/node';
import { makeTemplates } from './templates.js';

/**
 * The projects that start the app (server, e2e) share one set of templates per run: the first
 * project's setup makes them, the last one's teardown removes them.
 */
const shared = globalThis as typeof globalThis & {
  sanarteTemplates?: { made: ReturnType<typeof makeTemplates>; users: number };
};

export default async function setup(project: TestProject) {
  shared.sanarteTemplates ??= { made: makeTemplates(process.env.TEST_DATABASE_URL), users: 0 };
  const state = shared.sanarteTemplates;
  state.users++;
  const { templates, remove } = await state.made;
  project.provide('templates', templates);
  return async () => {
    state.users--;
    if (state.users === 0) {
      shared.sanarteTemplates = undefined;
      await remove();
    }
  };
}
