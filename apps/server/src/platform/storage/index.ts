import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded and generated files live: outside any folder the server serves, under keys we generate
 * (`<organisation>/<uuid>`), never under a name a user chose.
 */
export interface FileStorage {
  /** A fresh key in the organisation's space. */
  newKey(incubatorId: string): string;
  /** Writes the stream under the key and answers its size; a stream that fails leaves no file behind. */
  put(key: string, content: Readable | Buffer): Promise<{ size: number }>;
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    newKey: (incubatorId) => `${incubatorId}/${randomUUID()}`,
    async put(key, content) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        if (Buffer.isBuffer(content)) {
          await pipeline(async function* () {
            yield content;
          }, createWriteStream(file));
        } else {
          await pipeline(content, createWriteStream(file));
        }
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { size: (await stat(file)).size };
    },
    async read(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
