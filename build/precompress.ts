import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, once, at the best compression; the server sends them
 * to browsers that accept them (@fastify/static preCompressed), so no request pays for compression.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await readFile(full);
            if (content.length < 1024) return;
            await writeFile(`${full}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
            await writeFile(`${full}.gz`, gzipSync(content, { level: 9 }));
          }),
      );
    },
  };
}
