import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Which modules vite.config.ts groups into chunks beyond what the bundler decides alone, as lists of
 * files and folders (never patterns): `chunk-groups.test.ts` checks that every entry names a file or
 * a folder that exists, so renaming or moving one fails a test instead of quietly changing what a
 * page loads. docs/decisions/047-chunks-by-area.md says why these groups and not a rule by feature
 * folder (measured: a third more code per back-office page).
 *
 * An entry is a path under apps/web/src; `shared:` marks one under packages/shared/src and
 * `package:` a library in node_modules. A path ending in '/' is a folder and all it holds.
 */
export interface ChunkGroup {
  include: readonly string[];
  /** Files inside an included folder that stay out. */
  exclude?: readonly string[];
}

/**
 * Modules the entry reaches only through a feature's index.ts or a copy module's index.ts, for
 * screens that load later (every page's first JavaScript leaves them out): the other sections'
 * copy, the sign-in screens' copy, the route guards and the account menu's pieces.
 */
export const REACHED_THROUGH_BARRELS: ChunkGroup = {
  include: [
    'features/site/content/',
    'features/auth/content/',
    'features/auth/components/guards.tsx',
    'features/auth/use-logout.ts',
    'features/auth/account-links.ts',
  ],
  exclude: ['features/site/content/landing.ts', 'features/auth/content/session.ts'],
};

/**
 * The later screens' shared code, by area: a signed-in page's code comes in a few files instead of
 * two or three dozen of one or two kilobytes each (an icon, a copy module, an API slice), each a
 * request and, on a phone's connection, often a round trip of its own (six at a time per server).
 * Each group holds only modules its area's pages load anyway.
 */
export const AREAS: Record<'admin' | 'panel' | 'offline', ChunkGroup> = {
  /**
   * The back-office's shell, lists, dialogs, API slices and copy (every /admin page loads the
   * shell), without the people forms (react-hook-form and zod, loaded with their dialogs).
   */
  admin: {
    include: [
      'features/admin/components/',
      'features/admin/api/',
      'features/admin/shell/',
      'features/admin/content.ts',
      'features/admin/dashboard/csv.ts',
      'features/admin/dashboard/csv-button.tsx',
      'features/admin/dashboard/report-format.ts',
      'features/admin/people/active-toggle.tsx',
      'features/admin/people/base.ts',
      'features/admin/people/content.ts',
      'features/admin/people/date-range.tsx',
      'features/admin/people/delete-client.tsx',
      'features/admin/people/format.ts',
      'features/admin/people/subscription-state.tsx',
      'features/admin/people/use-csv-export.ts',
      'features/admin/people/user-cells.tsx',
      'features/admin/people/user-status.tsx',
      'features/admin/people/users-api.ts',
      'shared:messages/sections/admin.ts',
      'shared:search.ts',
    ],
    exclude: ['features/admin/shell/admin-layout.tsx'],
  },
  /** The panel's shell and copy (every /panel page). */
  panel: {
    include: [
      'features/panel/api.ts',
      'features/panel/content.ts',
      'features/panel/hooks.ts',
      'features/panel/nav-items.ts',
      'features/panel/user.ts',
    ],
  },
  /** Offline listening's store (every signed-in page starts it: features/offline/offline-sync). */
  offline: {
    include: [
      'features/offline/api.ts',
      'features/offline/content.ts',
      'features/offline/db.ts',
      'features/offline/downloads.ts',
      'features/offline/kv.ts',
      'features/offline/licences.ts',
      'features/offline/report-queue.ts',
      'features/offline/use-downloads.ts',
      'features/player/api.ts',
      'package:idb/',
    ],
  },
};

/**
 * The folders whose icons stay out of the later screens' icons chunk: the public site's code (its
 * later sections, the install prompt, the cookie banner, the shared components). The landing loads
 * the few it needs, not every icon of the signed-in screens (its first JavaScript is measured:
 * 150 kB at most).
 */
export const SITE_CODE: ChunkGroup = {
  include: ['features/site/', 'features/pwa/', 'features/consent/', 'components/', 'app/'],
};

/**
 * The Lucide icons the code under `group`'s folders imports, by their file names
 * (`CalendarPlus` → `calendar-plus`). Read from the import lines: every module imports its icons
 * by name from 'lucide-react', whose index re-exports them, so the bundler's module graph shows
 * only that index as an icon's importer, never the file that draws it.
 */
export function iconsDrawnBy(group: ChunkGroup): Set<string> {
  const src = path.join(import.meta.dirname, 'src');
  const names = group.include.flatMap((folder) =>
    readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => {
        const code = readFileSync(path.join(src, folder, file), 'utf8');
        return (/import \{([^}]*)\} from 'lucide-react'/.exec(code)?.[1] ?? '').split(',');
      }),
  );
  return new Set(
    names
      .map((name) => name.replace(/\btype\b/, '').trim())
      .filter(Boolean)
      .map((name) => name.replace(/(?<=[a-z0-9])(?=[A-Z])|(?<=[a-zA-Z])(?=[0-9])/g, '-').toLowerCase()),
  );
}

/** Where an entry lives, as a module id's path ends or contains it (with '/' separators). */
export function entryPath(entry: string): string {
  if (entry.startsWith('shared:')) return `/packages/shared/src/${entry.slice('shared:'.length)}`;
  if (entry.startsWith('package:')) return `/node_modules/${entry.slice('package:'.length)}`;
  return `/apps/web/src/${entry}`;
}

const matches = (id: string, entry: string) => {
  const where = entryPath(entry);
  return where.endsWith('/') ? id.includes(where) : id.endsWith(where);
};

/** Whether the module `id` (an absolute path, either separator) belongs to `group`. */
export function inGroup(group: ChunkGroup, id: string): boolean {
  const path = id.replaceAll('\\', '/');
  return (
    group.include.some((entry) => matches(path, entry)) &&
    !(group.exclude ?? []).some((entry) => matches(path, entry))
  );
}
