import { describe, expect, it } from 'vitest';
import type { StartupMilestoneData } from '../graphql/startup-milestone-fields.fragment.ts';
import { applyTemplateProblems, milestoneFormProblems, milestoneFormValues, milestoneInput } from './milestone-form.ts';

const MILESTONE: StartupMilestoneData = {
  _id: 'm1',
  name: 'First paying customer',
  description: 'A signed order',
  status: 'IN_PROGRESS',
  dueDate: '2026-04-30',
  templateId: 't1',
  completedAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  canEdit: true,
};

describe('the milestone form', () => {
  it('starts empty and not started, or with the milestone being edited', () => {
    expect(milestoneFormValues(null)).toEqual({ name: '', description: '', dueDate: '', status: 'NOT_STARTED' });
    expect(milestoneFormValues(MILESTONE)).toEqual({
      name: 'First paying customer',
      description: 'A signed order',
      dueDate: '2026-04-30',
      status: 'IN_PROGRESS',
    });
  });

  it('sends trimmed texts and empty values as null; a status change keeps the rest', () => {
    expect(milestoneInput({ name: ' Pitch ', description: ' ', dueDate: '', status: 'BLOCKED' })).toEqual({
      name: 'Pitch',
      description: null,
      dueDate: null,
      status: 'BLOCKED',
    });
    expect(milestoneInput({ ...milestoneFormValues(MILESTONE), status: 'DONE' })).toEqual({
      name: 'First paying customer',
      description: 'A signed order',
      dueDate: '2026-04-30',
      status: 'DONE',
    });
  });

  it('requires a name and a real due day when one is given', () => {
    expect(milestoneFormProblems(milestoneFormValues(null))).toEqual({ name: { kind: 'required' } });
    expect(milestoneFormProblems(milestoneFormValues(MILESTONE))).toEqual({});
    expect(milestoneFormProblems({ ...milestoneFormValues(MILESTONE), dueDate: '2026-02-30' })).toEqual({
      dueDate: { kind: 'invalidDate' },
    });
    expect(milestoneFormProblems({ ...milestoneFormValues(MILESTONE), dueDate: '30/04/2026' })).toEqual({
      dueDate: { kind: 'invalidDate' },
    });
    expect(milestoneFormProblems({ ...milestoneFormValues(MILESTONE), name: 'x'.repeat(121) })).toEqual({
      name: { kind: 'textMax', max: 120 },
    });
  });
});

describe('applying a template', () => {
  it('needs a template and a real start day', () => {
    expect(applyTemplateProblems({ templateId: null, startDate: '' })).toEqual({
      templateId: { kind: 'required' },
      startDate: { kind: 'required' },
    });
    expect(applyTemplateProblems({ templateId: 't1', startDate: '2026-02-29' })).toEqual({
      startDate: { kind: 'invalidDate' },
    });
    expect(applyTemplateProblems({ templateId: 't1', startDate: '2026-03-01' })).toEqual({});
  });
});
