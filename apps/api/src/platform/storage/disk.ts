// Disk adapter: files under DATA_DIR/uploads, which app.ts serves at /uploads with immutable cache
// headers. Fine for one instance; several instances need a shared bucket (the S3 adapter).
import { constants } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertSafeKey, type ObjectStorage } from './storage';

export function createDiskStorage({ root, publicBaseUrl }: { root: string; publicBaseUrl: string }): ObjectStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    const file = path.resolve(root, key);
    // Belt and braces on top of the key pattern: the file must stay inside the root.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Refusing a key outside the uploads folder: ${key}`);
    return file;
  };
  return {
    driver: 'disk',
    publicBaseUrl,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so the static server never serves half a file; 'wx' never overwrites.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, body, { flag: 'wx' });
      await rename(temp, file);
      return { publicUrl: `${publicBaseUrl}/${key}` };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async check() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
  };
}
