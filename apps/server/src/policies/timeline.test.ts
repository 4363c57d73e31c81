import { describe, expect, it } from 'vitest';
import { buildViewer } from './test-viewers.ts';
import { canPostOnTimeline, canSeeTimelinePost, timelinePostDeleteKey, timelinePostViewerCan } from './timeline.ts';

const startup = (founderIds: string[] = [], assignedUserIds: string[] = []) => ({
  startupId: 's1',
  name: 'Mediflow',
  founderIds,
  assignedUserIds,
});
const post = (createdBy: string | null, parentId: string | null = null, isPublic = true) => ({
  createdBy,
  parentId,
  isPublic,
});
const privateKey = { 'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW': 'ALL' } as const;

describe('timeline posts', () => {
  it('a post with replies is a thread; a single note or a reply is not', () => {
    expect(timelinePostDeleteKey({ parentId: null }, 2)).toBe('NOTE_THREAD:DELETE');
    expect(timelinePostDeleteKey({ parentId: null }, 0)).toBe('NOTE_SINGLE:DELETE');
    expect(timelinePostDeleteKey({ parentId: 'p' }, 0)).toBe('NOTE_SINGLE:DELETE');
  });

  it.each([
    ['a founder, a public post', buildViewer('Cofounder'), post('x'), startup(['me']), true],
    [
      'a founder, a private post, even with the key',
      buildViewer('Cofounder', privateKey),
      post('x', null, false),
      startup(['me']),
      false,
    ],
    [
      'staff with the key, a private post',
      buildViewer('Staff', { ...privateKey, 'STARTUP_FILE:VIEW': 'ALL' }),
      post('x', null, false),
      startup(),
      true,
    ],
    [
      'a mentor not assigned, a public post',
      buildViewer('Mentor', { 'STARTUP_FILE:VIEW': 'ASSIGNED' }),
      post('x'),
      startup(),
      false,
    ],
  ] as const)('%s: seen %s', (_name, viewer, record, access, expected) => {
    expect(canSeeTimelinePost(viewer, record, { ...access, founderIds: [...access.founderIds] })).toBe(expected);
  });

  it('posts privately only with the private key, never as one of the startup’s people', () => {
    expect(canPostOnTimeline(buildViewer('Cofounder'), startup(['me']), true)).toBe(true);
    expect(canPostOnTimeline(buildViewer('Cofounder', privateKey), startup(['me']), false)).toBe(false);
    expect(canPostOnTimeline(buildViewer('Coach', privateKey), startup(), false)).toBe(true);
  });

  it.each([
    [
      'its author, a founder',
      buildViewer('Cofounder', { 'NOTE_SINGLE:DELETE': 'OWN' }),
      post('me'),
      0,
      startup(['me']),
      { canDownload: true, canDelete: true, canEdit: true, canPin: false },
    ],
    [
      'a founder, someone else’s note (OWN is the author only)',
      buildViewer('Cofounder', { 'NOTE_SINGLE:DELETE': 'OWN', 'STARTUP_DOCUMENT:DOWNLOAD': 'OWN' }),
      post('x'),
      0,
      startup(['me']),
      { canDownload: true, canDelete: false, canEdit: false, canPin: false },
    ],
    [
      'an assigned coach, a thread',
      buildViewer('Coach', { 'NOTE_THREAD:DELETE': 'ASSIGNED', 'NOTE_SINGLE:DELETE': 'NONE' }),
      post('x'),
      3,
      startup([], ['me']),
      { canDownload: false, canDelete: true, canEdit: false, canPin: true },
    ],
    [
      'a coach, a reply (never pinned)',
      buildViewer('Coach', { 'NOTE_SINGLE:DELETE': 'ALL' }),
      post('x', 'p'),
      0,
      startup(),
      { canDownload: false, canDelete: true, canEdit: false, canPin: false },
    ],
    [
      'System',
      buildViewer('System'),
      post('x'),
      1,
      startup(),
      { canDownload: true, canDelete: true, canEdit: false, canPin: true },
    ],
  ] as const)('viewerCan for %s', (_name, viewer, record, replies, access, expected) => {
    const startupAccess = {
      ...access,
      founderIds: [...access.founderIds],
      assignedUserIds: [...access.assignedUserIds],
    };
    expect(timelinePostViewerCan(viewer, record, replies, startupAccess)).toEqual(expected);
  });
});
