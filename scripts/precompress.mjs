// Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the built web app, so the
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files worth compressing: text. Images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than a packet's worth. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Compresses the text files under `dir` (dot folders, such as .vite, left out); answers their names. */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && TEXT.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  const done = [];
  for (const file of files.filter(
    (f) =>
      !path
        .relative(dir, f)
        .split(path.sep)
        .some((part) => part.startsWith('.')),
  )) {
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // Only a copy that is smaller is kept: otherwise the server sends the file itself.
    if (br.length < bytes.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
    done.push(path.relative(dir, file));
  }
  return done;
}
