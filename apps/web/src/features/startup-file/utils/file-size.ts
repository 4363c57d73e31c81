import { megabytes } from '@cohort/shared';

/** Spec 01 §9: a file over the upload limit is refused before a byte is sent. */
export function isOverUploadLimit(size: number, limitBytes: number): boolean {
  return size > limitBytes;
}

/** The limit as the size message shows it, in megabytes (25 MB). */
export function uploadLimitMegabytes(limitBytes: number): number {
  return megabytes(limitBytes);
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size as people read it, in the interface language: 980 bytes, 12 kB, 1.5 MB. */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    // '142 bytes', '142 octets'; the larger units short: '12 kB', '1.5 MB'.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

export type FileKind = 'pdf' | 'image' | 'document' | 'spreadsheet' | 'presentation' | 'text' | 'other';

/** What kind of file a stored type is, for the documents list (the server decides the type from the content). */
export function fileKindOf(fileType: string): FileKind {
  const type = fileType.toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type.includes('spreadsheet') || type.includes('excel') || type === 'text/csv') return 'spreadsheet';
  if (type.includes('presentation') || type.includes('powerpoint')) return 'presentation';
  if (type.includes('wordprocessing') || type.includes('msword') || type.includes('opendocument.text')) {
    return 'document';
  }
  if (type.startsWith('text/')) return 'text';
  return 'other';
}
