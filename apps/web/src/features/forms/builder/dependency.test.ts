import { checkFormDefinition, type FormQuestion } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import {
  addStatement,
  conditionCandidates,
  dependencySentence,
  newStatement,
  operatorsFor,
  removeStatement,
  type SentenceWords,
  setJoin,
  updateStatement,
} from './dependency.ts';

const en = (value: string) => [{ language: 'en', value }];
const STAGE: FormQuestion = {
  id: 'stage',
  questionType: 'select_dropdown',
  label: [...en('Stage'), { language: 'fr', value: 'Étape' }],
  options: [
    { value: 'idea', labels: en('Idea') },
    { value: 'seed', labels: [...en('Seed'), { language: 'fr', value: 'Amorçage' }] },
    { value: 'series-a', labels: en('Series A') },
  ],
};
const TEAM: FormQuestion = { id: 'team', questionType: 'number', label: en('Team size') };
const PITCH: FormQuestion = { id: 'pitch', questionType: 'text', label: en('Pitch') };
const INTRO: FormQuestion = { id: 'intro', questionType: 'heading', label: en('About you') };
const DECK: FormQuestion = { id: 'deck', questionType: 'file', label: en('Deck') };
const QUESTIONS = [INTRO, STAGE, TEAM, DECK, PITCH];

const WORDS: SentenceWords = {
  action: { show: 'Show this question when', hide: 'Hide this question when', require: 'Require an answer when' },
  operator: {
    equals: 'is',
    notEquals: 'is not',
    contains: 'contains',
    greaterThan: 'is greater than',
    lessThan: 'is less than',
  },
  join: { and: 'and', or: 'or' },
  or: 'or',
  unknownQuestion: 'a question no longer on the form',
  noValue: '…',
};

describe('conditions in plain words', () => {
  it('offers the other questions that take a comparable answer, and the comparisons that fit each', () => {
    expect(conditionCandidates(QUESTIONS, 'pitch').map((q) => q.id)).toEqual(['stage', 'team']);
    expect(operatorsFor(STAGE)).toEqual(['equals', 'notEquals']);
    expect(operatorsFor(TEAM)).toEqual(['equals', 'notEquals', 'greaterThan', 'lessThan']);
    expect(operatorsFor(PITCH)).toEqual(['equals', 'notEquals', 'contains']);
  });

  it('builds "Show this question when “Stage” is “Seed” or “Series A” and “Team size” is greater than “3”"', () => {
    let dependency = addStatement(null, newStatement(STAGE));
    dependency = updateStatement(dependency, 0, { values: ['seed', 'series-a'] });
    dependency = addStatement(dependency, newStatement(STAGE));
    dependency = updateStatement(dependency, 1, { questionId: 'team' });
    dependency = updateStatement(dependency, 1, { operator: 'greaterThan', values: ['3'] });
    expect(dependency).toEqual({
      operator: 'and',
      statements: [
        { action: 'show', questionId: 'stage', operator: 'equals', values: ['seed', 'series-a'] },
        { action: 'show', questionId: 'team', operator: 'greaterThan', values: ['3'] },
      ],
    });
    expect(dependencySentence(dependency, QUESTIONS, 'en', WORDS)).toBe(
      'Show this question when “Stage” is “Seed” or “Series A” and “Team size” is greater than “3”',
    );
    expect(dependencySentence(setJoin(dependency, 'or'), QUESTIONS, 'fr', WORDS)).toBe(
      'Show this question when “Étape” is “Amorçage” or “Series A” or “Team size” is greater than “3”',
    );
  });

  it('starts the comparison and values again when the condition reads another question', () => {
    const dependency = addStatement(null, { action: 'hide', questionId: 'team', operator: 'lessThan', values: ['2'] });
    expect(updateStatement(dependency, 0, { questionId: 'stage' }).statements[0]).toEqual({
      action: 'hide',
      questionId: 'stage',
      operator: 'equals',
      values: [],
    });
  });

  it('says a condition with no value or an unknown question, and drops the dependency with its last condition', () => {
    const dependency = addStatement(null, { action: 'require', questionId: 'gone', operator: 'equals', values: [] });
    expect(dependencySentence(dependency, QUESTIONS, 'en', WORDS)).toBe(
      'Require an answer when “a question no longer on the form” is …',
    );
    expect(removeStatement(dependency, 0)).toBeNull();
    expect(dependencySentence(null, QUESTIONS, 'en', WORDS)).toBe('');
  });

  it('lets the shared check refuse conditions that depend on each other in a circle', () => {
    const a: FormQuestion = { ...PITCH, dependency: addStatement(null, newStatement(TEAM)) };
    const b: FormQuestion = {
      ...TEAM,
      dependency: addStatement(null, { ...newStatement(PITCH), values: ['x'] }),
    };
    const problems = checkFormDefinition([a, b]).map((p) => p.questionId);
    expect(problems.sort()).toEqual(['pitch', 'team']);
  });
});
