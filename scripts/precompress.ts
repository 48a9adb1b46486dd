import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

export function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]));
}

/** Writes a brotli (.br) and a gzip (.gz) sibling of every file under dir, at the highest levels: it runs once, at build. */
export async function precompress(dir: string): Promise<string[]> {
  const files = listFiles(dir).filter((file) => !COMPRESSED_SUFFIXES.some((suffix) => file.endsWith(suffix)));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const body = await fs.promises.readFile(full);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([fs.promises.writeFile(`${full}.br`, br), fs.promises.writeFile(`${full}.gz`, gz)]);
    }),
  );
  return files;
}
