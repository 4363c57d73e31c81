import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/** A zip written file by file as a stream of its bytes (fflate): hand `content` to the storage first. */
export interface ZipWriter {
  readonly content: Readable;
  /** Adds a file as it is (PDFs are compressed already); waits while the storage catches up. */
  add(name: string, data: Uint8Array): Promise<void>;
  finish(): Promise<void>;
  abort(error: Error): void;
}

export function createZipWriter(): ZipWriter {
  const content = new PassThrough();
  let failed: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failed = error;
      content.destroy(error);
      return;
    }
    content.write(chunk);
    if (final) content.end();
  });
  return {
    content,
    async add(name, data) {
      if (failed) throw failed;
      const file = new ZipPassThrough(name);
      file.mtime = new Date();
      zip.add(file);
      file.push(data, true);
      if (content.writableNeedDrain) await once(content, 'drain');
    },
    async finish() {
      if (failed) throw failed;
      zip.end();
    },
    abort(error) {
      failed = error;
      zip.terminate();
      content.destroy(error);
    },
  };
}
