/**
 * Writes a brotli and a gzip copy beside each text file of the build, so the server sends them
 * as they are (@fastify/static's preCompressed) instead of compressing on every request, or not
 * at all.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

export function precompress(): Plugin {
  return {
    name: 'plotline-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const path = join(dir, fileName);
          const content = await readFile(path);
          await writeFile(
            `${path}.br`,
            brotliCompressSync(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            }),
          );
          await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
        }),
      );
    },
  };
}
