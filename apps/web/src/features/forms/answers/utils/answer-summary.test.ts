import type { FormQuestion } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { filesOfSheet, respondentOf, scoreText } from './answer-summary.ts';

const label = [{ language: 'en', value: 'Q' }];
const questions: FormQuestion[] = [
  { id: 'deck', questionType: 'file', label },
  { id: 'pitch', questionType: 'video', label },
  { id: 'name', questionType: 'text', label },
];

describe('answer summaries', () => {
  it('names the respondent by name, then address, else nobody', () => {
    expect(respondentOf({ respondent: { fullName: 'Lina Haddad' }, respondentEmail: 'x@y.test' })).toBe('Lina Haddad');
    expect(respondentOf({ respondent: null, respondentEmail: 'x@y.test' })).toBe('x@y.test');
    expect(respondentOf({ respondentName: '  ', respondentEmail: null })).toBeNull();
  });

  it('shows a score out of its maximum, rounded', () => {
    expect(scoreText({ score: 7, maxScore: 10 })).toBe('7 / 10');
    expect(scoreText({ score: 1 / 3, maxScore: null })).toBe('0.33');
    expect(scoreText({ score: null, maxScore: 10 })).toBeNull();
  });

  it('lists the files of file questions and uploaded videos, not links', () => {
    const deck = { id: 'a', name: 'deck.pdf', size: 3 };
    const video = { id: 'b', name: 'pitch.mp4', size: 9 };
    const files = filesOfSheet(questions, {
      deck: { files: [deck] },
      pitch: { file: video },
      name: 'Solaris',
    });
    expect(files.map((f) => [f.question.id, f.file.name])).toEqual([
      ['deck', 'deck.pdf'],
      ['pitch', 'pitch.mp4'],
    ]);
    expect(filesOfSheet(questions, { pitch: { url: 'https://v.test' } })).toEqual([]);
  });
});
