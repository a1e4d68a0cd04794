// Bundles the server into dist/main.js. npm packages stay external (installed by npm ci); the
// workspace's shared package is bundled from its TypeScript source.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@sanarte/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
