import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The hookmock package folder, found upward from this module (works from src/ and dist/). */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'hookmock'
    )
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('hookmock: cannot find the package folder');
    dir = parent;
  }
}
