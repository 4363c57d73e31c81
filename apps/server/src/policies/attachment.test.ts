import { describe, expect, it } from 'vitest';
import { attachmentRights } from './attachment.ts';
import { buildViewer } from './test-viewers.ts';

const startup = (founderIds: string[] = [], assignedUserIds: string[] = []) => ({
  startupId: 's1',
  name: 'Mediflow',
  founderIds,
  assignedUserIds,
});
const file = (referenceType: string, uploadedBy: string | null = 'x') => ({
  referenceType,
  uploadedBy,
  startupId: 's1',
});
const none = { see: false, download: false, manage: false };
const all = { see: true, download: true, manage: true };
const privateKey = { 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW': 'ALL' } as const;
const admin = buildViewer('Admin', { 'STARTUP_FILE:VIEW': 'ALL', 'STARTUP_DOCUMENT:DOWNLOAD': 'ALL', ...privateKey });

describe('attachmentRights', () => {
  it.each([
    ['its uploader, a draft', buildViewer('Cofounder'), file('draft', 'me'), startup(), null, all],
    ['someone else, a draft', admin, file('draft'), startup(), null, none],
    ['a founder, a document of their startup', buildViewer('Cofounder'), file('startup'), startup(['me']), null, all],
    ['a founder, another startup’s document', buildViewer('Cofounder'), file('startup'), startup(['x']), null, none],
    ['an admin, a document', admin, file('startup'), startup(), null, all],
    [
      'an assigned mentor who may not download',
      buildViewer('Mentor', { 'STARTUP_FILE:VIEW': 'ASSIGNED' }),
      file('startup'),
      startup([], ['me']),
      null,
      { see: true, download: false, manage: false },
    ],
    [
      'a founder, a file of a private post',
      buildViewer('Cofounder'),
      file('post'),
      startup(['me']),
      { isPublic: false },
      none,
    ],
    [
      'a founder, a file of a public post',
      buildViewer('Cofounder'),
      file('post'),
      startup(['me']),
      { isPublic: true },
      { see: true, download: true, manage: false },
    ],
    ['an admin, a file of a private post', admin, file('post'), startup(), { isPublic: false }, all],
    ['anyone, a file of a post that is gone', admin, file('post'), startup(), null, none],
    ['anyone, a file of a startup that is gone', admin, file('startup'), null, null, none],
  ] as const)('%s', (_name, viewer, record, access, post, expected) => {
    const startupAccess = access ? { ...access, founderIds: [...access.founderIds] } : null;
    expect(attachmentRights(viewer, record, startupAccess, post)).toEqual(expected);
  });
});
