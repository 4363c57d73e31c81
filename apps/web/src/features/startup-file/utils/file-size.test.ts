import { ATTACHMENT_MESSAGES, DEFAULT_UPLOAD_LIMIT_BYTES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import english from '../../../locales/en/startupFile.json';
import { fileKindOf, formatFileSize, isOverUploadLimit, uploadLimitMegabytes } from './file-size.ts';

describe('the upload size check', () => {
  it('refuses a file over the limit and accepts one at the limit', () => {
    const limit = 25 * 1024 * 1024;
    expect(isOverUploadLimit(30 * 1024 * 1024, limit)).toBe(true);
    expect(isOverUploadLimit(limit + 1, limit)).toBe(true);
    expect(isOverUploadLimit(limit, limit)).toBe(false);
    expect(isOverUploadLimit(120, limit)).toBe(false);
  });

  it('tells the limit in megabytes', () => {
    expect(uploadLimitMegabytes(DEFAULT_UPLOAD_LIMIT_BYTES)).toBe(25);
    expect(uploadLimitMegabytes(1.5 * 1024 * 1024)).toBe(1.5);
  });

  it('says what the shared message says, with the limit in it', () => {
    expect(english.attachments.tooLarge).toBe(ATTACHMENT_MESSAGES.tooLarge.replace('{limit}', '{{limit}}'));
  });
});

describe('file sizes as people read them', () => {
  it('picks the unit and keeps one decimal', () => {
    expect(formatFileSize(980, 'en')).toBe('980 bytes');
    expect(formatFileSize(12 * 1024, 'en')).toBe('12 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(3 * 1024 * 1024 * 1024, 'en')).toBe('3 GB');
  });

  it('writes numbers the way the language does', () => {
    expect(formatFileSize(1.5 * 1024 * 1024, 'fr')).toMatch(/^1,5\sMo$/);
  });
});

describe('kinds of files', () => {
  it('names the kind of a stored type', () => {
    expect(fileKindOf('application/pdf')).toBe('pdf');
    expect(fileKindOf('image/png')).toBe('image');
    expect(fileKindOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('spreadsheet');
    expect(fileKindOf('application/vnd.openxmlformats-officedocument.presentationml.presentation')).toBe(
      'presentation',
    );
    expect(fileKindOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('document');
    expect(fileKindOf('application/msword')).toBe('document');
    expect(fileKindOf('text/plain')).toBe('text');
    expect(fileKindOf('text/csv')).toBe('spreadsheet');
    expect(fileKindOf('application/octet-stream')).toBe('other');
  });
});
