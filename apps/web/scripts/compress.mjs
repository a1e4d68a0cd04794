// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of dist/ (after the prerender:
// see package.json "build"). The server sends them to browsers that accept them (@fastify/static's
// preCompressed), so compression costs nothing per request and uses the strongest settings.
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants, brotliCompress, gzip } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, compression saves less than a packet. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
const jobs = [];
for await (const file of files(dist)) {
  jobs.push(
    (async () => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      count += 1;
      before += body.length;
      after += br.length;
    })(),
  );
}
await Promise.all(jobs);
console.log(
  `compress: ${count} files, ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB with Brotli (gzip copies beside)`,
);
