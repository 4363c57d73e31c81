import { describe, expect, it } from 'vitest';
import { changesSomething, type RoundSettingsDraft, settingsFieldErrors, settingsInput } from './round-settings.ts';

const saved: RoundSettingsDraft = {
  formId: 'form-1',
  deadline: '2027-03-01T08:00:00.000Z',
  reviewsNeeded: 2,
  defaultCap: 20,
  scoresVisible: false,
  reviewsEditable: true,
  lateReviews: false,
  anonymous: false,
};
const allFlags = { evaluationVisibility: true, evaluationSubmissionSettings: true, anonymityApplications: true };
const noFlags = { evaluationVisibility: false, evaluationSubmissionSettings: false, anonymityApplications: false };

describe("the input of a round's settings", () => {
  it('sends only what changed', () => {
    expect(settingsInput('r', saved, saved, allFlags)).toEqual({ roundId: 'r' });
    expect(changesSomething(settingsInput('r', saved, saved, allFlags))).toBe(false);
    expect(settingsInput('r', saved, { ...saved, reviewsNeeded: 3, formId: 'form-2' }, allFlags)).toEqual({
      roundId: 'r',
      reviewsNeeded: 3,
      formId: 'form-2',
    });
  });
  it('clears the deadline with clearDeadline, and ignores the same instant written otherwise', () => {
    expect(settingsInput('r', saved, { ...saved, deadline: null }, allFlags)).toEqual({
      roundId: 'r',
      clearDeadline: true,
    });
    expect(settingsInput('r', saved, { ...saved, deadline: '2027-03-01T08:00:00Z' }, allFlags)).toEqual({
      roundId: 'r',
    });
    expect(settingsInput('r', { ...saved, deadline: null }, saved, allFlags)).toEqual({
      roundId: 'r',
      deadline: '2027-03-01T08:00:00.000Z',
    });
  });
  it('leaves out the settings whose flag is off', () => {
    const draft = { ...saved, scoresVisible: true, reviewsEditable: false, lateReviews: true, anonymous: true };
    expect(settingsInput('r', saved, draft, noFlags)).toEqual({ roundId: 'r' });
    expect(settingsInput('r', saved, draft, allFlags)).toEqual({
      roundId: 'r',
      scoresVisible: true,
      reviewsEditable: false,
      lateReviews: true,
      anonymous: true,
    });
  });
});

describe("the server's field messages", () => {
  it('goes next to the setting it names, the rest above the form', () => {
    expect(
      settingsFieldErrors([
        { field: 'input.reviewsNeeded', message: 'At most 10' },
        { field: 'clearDeadline', message: 'Reviews were submitted' },
        { field: 'roundId', message: 'Not an evaluation round' },
      ]),
    ).toEqual({
      fields: { reviewsNeeded: 'At most 10', deadline: 'Reviews were submitted' },
      general: ['Not an evaluation round'],
    });
  });
});
