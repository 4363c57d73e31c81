/** A file type decided from the content's first bytes. */
export interface SniffedType {
  kind: 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'office' | 'text';
  mime: string;
}

const OFFICE_MIME: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

const TEXT_MIME: Record<string, string> = { csv: 'text/csv', md: 'text/markdown', txt: 'text/plain' };

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  return bytes.every((byte, index) => head[offset + index] === byte);
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Text: valid UTF-8 without NUL or other control bytes than tab, line feed, carriage return, form feed. */
function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte === 0 || (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte))) return false;
  }
  // A cut multi-byte sequence at the end of the sample is fine; anything else invalid is not text.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
  const replacements = text.split('\uFFFD').length - 1;
  return replacements <= 1;
}

/**
 * The accepted kinds (PDF, PNG, JPEG, GIF, WebP, office documents, plain text), from the magic numbers of the first
 * bytes; the name only chooses between formats that share a container (a zip: docx, xlsx, ...). Anything else,
 * including HTML and SVG, which a browser could run, is refused.
 */
export function sniffFileType(head: Uint8Array, name: string): SniffedType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { kind: 'pdf', mime: 'application/pdf' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'png', mime: 'image/png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'jpeg', mime: 'image/jpeg' };
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return { kind: 'gif', mime: 'image/gif' };
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { kind: 'webp', mime: 'image/webp' };
  }
  const ext = extension(name);
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const mime = OFFICE_MIME[ext];
    return mime ? { kind: 'office', mime } : null;
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const legacy: Record<string, string> = {
      doc: 'application/msword',
      xls: 'application/vnd.ms-excel',
      ppt: 'application/vnd.ms-powerpoint',
    };
    return legacy[ext] ? { kind: 'office', mime: legacy[ext] } : null;
  }
  if (looksLikeText(head)) {
    const sample = new TextDecoder().decode(head.slice(0, 512)).trimStart().toLowerCase();
    if (sample.startsWith('<') && /^<(!doctype|html|svg|\?xml|script|body|head)/.test(sample)) return null;
    return { kind: 'text', mime: TEXT_MIME[ext] ?? 'text/plain' };
  }
  return null;
}
