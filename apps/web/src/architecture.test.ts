import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app's shape, checked on its source so it stays true (docs/architecture.md, "The web
 * app's features"):
 *
 * - every folder of features/ is a feature with an index.ts, its public surface: re-exports only;
 * - another feature, and anything outside features/, reaches a feature only through that index.ts;
 *   the composition root (app/, main.tsx, entry-prerender.tsx) may also mount its routes.tsx;
 * - inside a feature, imports stay relative and direct (never through its own index.ts);
 * - no feature imports the composition root (its tests may render it in the app's store and
 *   layouts), and the features import each other without a cycle (tests included);
 * - lib/, components/ and config/ sit below the features and import none of them.
 *
 * Imports are read with the TypeScript compiler's parser: static imports and re-exports, `import()`
 * calls, `import('…')` types and the paths tests hand to vi.mock.
 */
const SRC = import.meta.dirname;
const FEATURES = path.join(SRC, 'features');

/** The composition root: it wires the features together. */
const isCompositionRoot = (rel: string) =>
  rel.startsWith('app/') || rel === 'main.tsx' || rel === 'entry-prerender.tsx';
/**
 * The test harness builds fakes of features' internals (a download manager over a fake device, a
 * signed-in store) for the component tests of every feature: a test reaches another feature's
 * internals only through it.
 */
const isTestHarness = (rel: string) => rel.startsWith('test/');
/** The layers below the features. */
const isLowerLayer = (rel: string) => /^(lib|components|config)\//.test(rel);
const isTest = (rel: string) => /\.test\.tsx?$/.test(rel);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : /\.tsx?$/.test(p) && !p.endsWith('.d.ts') ? [p] : [];
  });
}

const toRel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
/** The feature a file of src/ belongs to ('admin' for features/admin/people/x.tsx), or null. */
const featureOf = (rel: string): string | null => /^features\/([^/]+)\//.exec(rel)?.[1] ?? null;

/** The file a relative specifier names, as the bundler resolves it; null for packages. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? base;
}

/** Every module a source file names: imports, re-exports, import() calls and types, vi.mock paths. */
function specifiersOf(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isMock =
        ts.isPropertyAccessExpression(node.expression) &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === 'vi' &&
        /^(mock|doMock|importActual|importMock)$/.test(node.expression.name.text);
      if ((isDynamicImport || isMock) && first && ts.isStringLiteralLike(first)) found.push(first.text);
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) found.push(arg.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

interface Edge {
  from: string;
  to: string;
}

const files = walk(SRC).map((file) => ({ file, rel: toRel(file), source: readFileSync(file, 'utf8') }));
const edges: Edge[] = files.flatMap(({ file, rel, source }) =>
  specifiersOf(file, source)
    .map((specifier) => resolve(file, specifier))
    .filter((target): target is string => target?.startsWith(SRC) ?? false)
    .map((target) => ({ from: rel, to: toRel(target) })),
);

const features = readdirSync(FEATURES).filter((name) => statSync(path.join(FEATURES, name)).isDirectory());
const indexOf = (feature: string) => `features/${feature}/index.ts`;

/** What a file outside `feature` may import of it. */
function isPublicEntry(importer: string, target: string, feature: string): boolean {
  if (target === indexOf(feature)) return true;
  // The composition root mounts a feature's screens: through its routes.tsx, or (the site's and the
  // sign-in pages, whose route tables live in app/) its pages/ directly.
  return (
    isCompositionRoot(importer) &&
    (target === `features/${feature}/routes.tsx` || target.startsWith(`features/${feature}/pages/`))
  );
}

/** What a feature may use of the composition root: a routes.tsx declares its screens with app/screens.ts. */
const mayUseCompositionRoot = (from: string, to: string) =>
  from.endsWith('/routes.tsx') && to === 'app/screens.ts';

/** The cycles of a directed graph: its strongly connected components of more than one node (Tarjan). */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found;
}

/** Which imports make features depend on each other: "a → b (a/x.ts imports b/index.ts)". */
function featureGraph(all: Edge[]) {
  const graph = new Map<string, Set<string>>(features.map((f) => [f, new Set<string>()]));
  const why = new Map<string, string>();
  for (const { from, to } of all) {
    const a = featureOf(from);
    const b = featureOf(to);
    if (!a || !b || a === b) continue;
    graph.get(a)?.add(b);
    if (!why.has(`${a}>${b}`)) why.set(`${a}>${b}`, `${from} imports ${to}`);
  }
  return { graph, why };
}

describe('the web app keeps its shape', () => {
  it('has files and features to check', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(features).toEqual(expect.arrayContaining(['auth', 'library', 'offline', 'player']));
  });

  it('gives every feature an index.ts', () => {
    expect(features.filter((f) => !existsSync(path.join(SRC, indexOf(f))))).toEqual([]);
  });

  it("keeps every index.ts to re-exports of its own feature's modules (no code: the build drops what is not used)", () => {
    const problems: string[] = [];
    for (const feature of features) {
      const rel = indexOf(feature);
      const file = files.find((f) => f.rel === rel);
      if (!file) continue;
      const sf = ts.createSourceFile(rel, file.source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
      for (const statement of sf.statements) {
        const reExport =
          ts.isExportDeclaration(statement) &&
          statement.moduleSpecifier !== undefined &&
          ts.isStringLiteral(statement.moduleSpecifier);
        if (!reExport) {
          problems.push(`${rel}: "${statement.getText(sf).split('\n')[0]}" is not a re-export`);
          continue;
        }
        const target = toRel(resolve(file.file, (statement.moduleSpecifier as ts.StringLiteral).text) ?? '');
        if (featureOf(target) !== feature) problems.push(`${rel} re-exports ${target}, outside its feature`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('reaches another feature only through its index.ts (the composition root also through its routes.tsx)', () => {
    const offenders = edges
      .filter(({ from, to }) => {
        const target = featureOf(to);
        if (!target || featureOf(from) === target || isTestHarness(from)) return false;
        return !isPublicEntry(from, to, target);
      })
      .map(({ from, to }) => `${from} imports ${to}`);
    expect(offenders).toEqual([]);
  });

  it('keeps imports inside a feature relative and direct (never through its own index.ts)', () => {
    const offenders = edges
      .filter(({ from, to }) => {
        const feature = featureOf(from);
        return feature !== null && to === indexOf(feature);
      })
      .map(({ from, to }) => `${from} imports ${to}`);
    expect(offenders).toEqual([]);
  });

  it('lets no feature import the composition root (app/): its tests may render it inside the app', () => {
    const offenders = edges
      .filter(
        ({ from, to }) =>
          featureOf(from) !== null &&
          !isTest(from) &&
          to.startsWith('app/') &&
          !mayUseCompositionRoot(from, to),
      )
      .map(({ from, to }) => `${from} imports ${to}`);
    expect(offenders).toEqual([]);
  });

  it('lets lib/, components/ and config/ import no feature and not the composition root', () => {
    const offenders = edges
      .filter(({ from, to }) => isLowerLayer(from) && !isTest(from))
      .filter(({ to }) => featureOf(to) !== null || to.startsWith('app/'))
      .map(({ from, to }) => `${from} imports ${to}`);
    expect(offenders).toEqual([]);
  });

  it('has no cycle between features', () => {
    const { graph, why } = featureGraph(edges);
    const described = cyclesOf(graph).map((cycle) =>
      cycle.flatMap((a) =>
        cycle.filter((b) => graph.get(a)?.has(b)).map((b) => `${a} → ${b} (${why.get(`${a}>${b}`)})`),
      ),
    );
    expect(described).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const { graph } = featureGraph([
      ...edges,
      { from: 'features/auth/x.ts', to: 'features/player/index.ts' },
      { from: 'features/player/y.ts', to: 'features/auth/index.ts' },
    ]);
    expect(cyclesOf(graph).some((c) => c.includes('auth') && c.includes('player'))).toBe(true);
  });
});
