import { DEFAULT_ROLE_PERMISSIONS, type PermissionCriteria, type RoleType } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import type { ApplicationAccess } from './application.ts';
import {
  canCommentOnApplication,
  canDeleteApplicationComment,
  canDownloadApplicationCommentFiles,
  canSeeApplicationComment,
  seesApplicationActors,
} from './application-file.ts';
import { buildViewer } from './test-viewers.ts';

function defaultViewer(roleType: RoleType, userId = 'me') {
  return buildViewer(roleType, DEFAULT_ROLE_PERMISSIONS[roleType] as Record<string, PermissionCriteria>, userId);
}

const application: ApplicationAccess = {
  applicantId: 'applicant',
  memberIds: ['applicant', 'cofounder'],
  funnelAdminIds: ['funnel-admin'],
  status: 'under_review',
};
const publicComment = { createdBy: 'admin', parentId: null, isPublic: true };
const privateComment = { createdBy: 'admin', parentId: null, isPublic: false };

describe('application file policies', () => {
  it.each([
    // role, user, sees public, sees private, posts private, sees actors
    ['Admin', 'me', true, true, true, true],
    ['Staff', 'me', true, true, true, true],
    ['Coach', 'funnel-admin', true, true, true, true],
    ['Coach', 'me', false, false, false, false],
    ['Evaluator', 'funnel-admin', true, false, false, true],
    ['Applicant', 'applicant', true, false, false, false],
    ['Cofounder', 'cofounder', true, false, false, false],
    ['Applicant', 'me', false, false, false, false],
  ] as const)(
    '%s (%s): public %s, private %s, posts private %s, actors %s',
    (role, userId, pub, priv, post, actors) => {
      const viewer = defaultViewer(role, userId);
      expect(canSeeApplicationComment(viewer, publicComment, application)).toBe(pub);
      expect(canSeeApplicationComment(viewer, privateComment, application)).toBe(priv);
      expect(canCommentOnApplication(viewer, application, true)).toBe(pub);
      expect(canCommentOnApplication(viewer, application, false)).toBe(post);
      expect(seesApplicationActors(viewer, application)).toBe(actors);
    },
  );

  it('lets authors delete their comments, staff by NOTE_SINGLE:DELETE or NOTE_THREAD:DELETE, applicants only theirs', () => {
    const own = { createdBy: 'applicant', parentId: null, isPublic: true };
    expect(canDeleteApplicationComment(defaultViewer('Applicant', 'applicant'), own, 0, application)).toBe(true);
    expect(canDeleteApplicationComment(defaultViewer('Applicant', 'applicant'), publicComment, 0, application)).toBe(
      false,
    );
    expect(canDeleteApplicationComment(defaultViewer('Admin'), own, 0, application)).toBe(true);
    const singleOnly = buildViewer('Staff', {
      'APPLICATION_ALL:VIEW': 'ALL',
      'NOTE_SINGLE:DELETE': 'ALL',
      'NOTE_THREAD:DELETE': 'OWN',
    });
    expect(canDeleteApplicationComment(singleOnly, own, 0, application)).toBe(true);
    expect(canDeleteApplicationComment(singleOnly, own, 2, application)).toBe(false);
    // Never a comment the viewer cannot see.
    const noPrivate = buildViewer('Staff', { 'APPLICATION_ALL:VIEW': 'ALL', 'NOTE_SINGLE:DELETE': 'ALL' });
    expect(canDeleteApplicationComment(noPrivate, privateComment, 0, application)).toBe(false);
  });

  it('lets the author and document downloaders take a comment’s files', () => {
    const fromApplicant = { createdBy: 'applicant', isPublic: true };
    expect(
      canDownloadApplicationCommentFiles(defaultViewer('Cofounder', 'cofounder'), fromApplicant, application),
    ).toBe(true);
    const noDownload = buildViewer('Staff', { 'APPLICATION_ALL:VIEW': 'ALL' });
    expect(canDownloadApplicationCommentFiles(noDownload, fromApplicant, application)).toBe(false);
    expect(canDownloadApplicationCommentFiles(defaultViewer('Admin'), fromApplicant, application)).toBe(true);
    expect(
      canDownloadApplicationCommentFiles(defaultViewer('Applicant', 'applicant'), privateComment, application),
    ).toBe(false);
  });
});
