import type { FastifyRequest } from 'fastify';
import { HttpError, type RestContext } from '../../platform/http/rest.ts';
import type { FileStorage } from '../../platform/storage/index.ts';

/** How many first bytes of a stored upload are read back to tell its type. */
const HEAD_BYTES = 4096;

export interface StoredUpload {
  key: string;
  /** The file name as the browser sent it (clean it before showing it). */
  filename: string;
  size: number;
  /** The first bytes, to tell the type from the content. */
  head: Uint8Array;
}

/**
 * Streams the multipart `file` of a request into the storage under a generated key: 400 without a file, 413 when it
 * goes past the route's limit (what was written is removed). The caller checks the size and the type it accepts and
 * removes the key when it refuses the file.
 */
export async function storeUpload(
  storage: FileStorage,
  ctx: RestContext,
  request: FastifyRequest,
  tooLarge: () => HttpError,
): Promise<StoredUpload> {
  if (!request.isMultipart()) throw new HttpError(400, 'ValidationError', ctx.t('errors.fileMissing'));
  const part = await request.file();
  if (!part) throw new HttpError(400, 'ValidationError', ctx.t('errors.fileMissing'));
  const key = storage.newKey(ctx.incubator.id);
  let size: number;
  try {
    size = (await storage.put(key, part.file)).size;
  } catch (error) {
    await storage.remove(key);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (part.file.truncated) {
    await storage.remove(key);
    throw tooLarge();
  }
  return { key, filename: part.filename, size, head: await headOf(storage, key) };
}

async function headOf(storage: FileStorage, key: string): Promise<Uint8Array> {
  const stream = await storage.read(key);
  if (!stream) return new Uint8Array();
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= HEAD_BYTES) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, HEAD_BYTES);
}
