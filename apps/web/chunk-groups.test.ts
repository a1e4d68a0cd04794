import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AREAS,
  type ChunkGroup,
  REACHED_THROUGH_BARRELS,
  SITE_CODE,
  entryPath,
  iconsDrawnBy,
  inGroup,
} from './chunk-groups';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GROUPS: Record<string, ChunkGroup> = { REACHED_THROUGH_BARRELS, SITE_CODE, ...AREAS };
const onDisk = (entry: string) => path.join(ROOT, entryPath(entry));

describe('the chunk groups of the build (chunk-groups.ts)', () => {
  it('name only files and folders that exist, a folder with its closing slash', () => {
    const missing: string[] = [];
    for (const [name, group] of Object.entries(GROUPS)) {
      for (const entry of [...group.include, ...(group.exclude ?? [])]) {
        const file = onDisk(entry);
        const isFolder = existsSync(file) && statSync(file).isDirectory();
        if (!existsSync(file) || isFolder !== entry.endsWith('/')) missing.push(`${name}: ${entry}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leave out only files of a folder they take in', () => {
    for (const group of Object.values(GROUPS)) {
      for (const entry of group.exclude ?? []) {
        expect(inGroup({ include: group.include }, onDisk(entry)), entry).toBe(true);
        expect(inGroup(group, onDisk(entry)), entry).toBe(false);
      }
    }
  });

  it('tell a module of a group from one outside it, with either separator', () => {
    const src = path.join(ROOT, 'apps/web/src');
    expect(inGroup(AREAS.admin, `${src}/features/admin/components/data-table.tsx`)).toBe(true);
    expect(
      inGroup(AREAS.admin, `${src}\\features\\admin\\components\\data-table.tsx`.replaceAll('/', '\\')),
    ).toBe(true);
    expect(inGroup(AREAS.admin, `${src}/features/admin/people/create-user-form.tsx`)).toBe(false);
    expect(inGroup(AREAS.offline, path.join(ROOT, 'node_modules/idb/build/index.js'))).toBe(true);
    expect(inGroup(AREAS.admin, path.join(ROOT, 'packages/shared/src/messages/sections/admin.ts'))).toBe(
      true,
    );
    expect(inGroup(AREAS.panel, `${src}/features/panel/pages/welcome-page.tsx`)).toBe(false);
  });

  it("find the icons the public site draws by their files' names", () => {
    const icons = iconsDrawnBy(SITE_CODE);
    // The header's menu button (features/site/components/mobile-menu.tsx: `Menu`).
    expect(icons.has('menu')).toBe(true);
    // A name made of words and a digit becomes the icon's file name.
    expect([...icons].every((name) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))).toBe(true);
  });
});
