import type { ProgramKind } from '@cohort/shared';
import { canEditProgram } from './startup.ts';
import { managesStartups, type PolicyViewer } from './viewer.ts';

/** What the programme rules read of a programme: its kind, its admins and who takes part. */
export interface ProgramRecord {
  kind: ProgramKind;
  adminIds: readonly string[];
  startupCount: number;
  memberCount: number;
}

/**
 * Who lists and changes the people of a programme: those who manage programmes today, the startup managers (Staff,
 * Coach, AdminCoach, Admin, SubAdmin) and System, as for adding startups to programmes, and whoever may edit the
 * programme (its admins, the admin group).
 */
export function canManageProgramMembers(viewer: PolicyViewer, program: Pick<ProgramRecord, 'adminIds'>): boolean {
  return managesStartups(viewer) || canEditProgram(viewer, program);
}

/** Only a programme of people (kind `user`: a mentor track, a fellowship) takes people as members. */
export function takesPeople(program: Pick<ProgramRecord, 'kind'>): boolean {
  return program.kind === 'user';
}

/** Only a programme of startups (a cohort) takes startups: the startup form, the import and the batches. */
export function takesStartups(program: Pick<ProgramRecord, 'kind'>): boolean {
  return program.kind === 'startup';
}

/** A programme's kind changes only while nobody takes part in it (no startup, no person). */
export function canChangeProgramKind(program: Pick<ProgramRecord, 'startupCount' | 'memberCount'>): boolean {
  return program.startupCount === 0 && program.memberCount === 0;
}
