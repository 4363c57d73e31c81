import { describe, expect, it } from 'vitest';
import { buildOption, buildQuestion, en } from './form-factories.ts';
import type { FormAnswers, FormQuestion } from './model.ts';
import { isScored, scoreAnswers } from './score.ts';

const radio = (id: string, values: number[]) =>
  buildQuestion(id, 'select_radio', { options: values.map((n, i) => buildOption(`o${i}`, { numericalValue: n })) });
const checkbox = (id: string, values: Array<number | null>) =>
  buildQuestion(id, 'select_checkbox', { options: values.map((n, i) => buildOption(`o${i}`, { numericalValue: n })) });

describe('isScored', () => {
  it.each<[string, FormQuestion, boolean]>([
    ['a number scale', buildQuestion('s', 'number_scale'), true],
    [
      'a custom field behaving as a number scale',
      buildQuestion('s', 'custom_field', { behavesAs: 'number_scale' }),
      true,
    ],
    ['a choice with numerical values', radio('r', [0, 1]), true],
    ['a choice without numerical values', buildQuestion('r', 'select_radio', { options: [buildOption('a')] }), false],
    [
      'a tree with a numerical value deep down',
      buildQuestion('t', 'tree_single', {
        options: [buildOption('a', { children: [buildOption('b', { numericalValue: 2 })] })],
      }),
      true,
    ],
    ['a number', buildQuestion('n', 'number'), false],
    ['a calculated question', buildQuestion('c', 'calculated', { formula: '1' }), false],
  ])('%s → %s', (_name, question, scored) => {
    expect(isScored(question)).toBe(scored);
  });
});

describe('scoreAnswers', () => {
  const form = [
    radio('intro', [0, 2]),
    buildQuestion('team', 'section', { label: en('Team') }),
    radio('experience', [0, 1, 3]),
    checkbox('skills', [1, 2, -1, null]),
    buildQuestion('notes', 'text'),
    buildQuestion('market', 'section', {
      label: [
        { language: 'en', value: 'Market' },
        { language: 'fr', value: 'Marché' },
      ],
    }),
    buildQuestion('size', 'number_scale', { validations: { min: 1, max: 10 } }),
    buildQuestion('fit', 'number_scale'),
    buildQuestion('empty', 'section', { label: en('Nothing scored') }),
    buildQuestion('comment', 'text_long'),
  ];

  it.each<[string, FormAnswers, number[], number]>([
    ['nothing answered', {}, [0, 0, 0], 0],
    [
      'every question answered',
      {
        intro: { values: ['o1'] },
        experience: { values: ['o2'] },
        skills: { values: ['o0', 'o1', 'o2', 'o3'] },
        notes: 'ignored',
        size: 7,
        fit: 4,
      },
      [2, 5, 11],
      18,
    ],
    ['a negative option lowers the score', { skills: { values: ['o2'] } }, [0, -1, 0], -1],
    ['an unknown option counts for nothing', { experience: { values: ['zzz'] } }, [0, 0, 0], 0],
    ['a number scale sent as text counts for nothing', { size: '7' as never }, [0, 0, 0], 0],
  ])('%s', (_name, answers, sectionScores, total) => {
    const score = scoreAnswers(form, answers);
    expect(score.sections.map((s) => s.score)).toEqual(sectionScores);
    expect(score.score).toBe(total);
  });

  it('gives each section with scored questions its label and highest reachable score', () => {
    expect(scoreAnswers(form, {}, 'fr')).toEqual({
      score: 0,
      max: 2 + (3 + 3) + (10 + 5),
      sections: [
        { sectionId: null, label: '', score: 0, max: 2 },
        { sectionId: 'team', label: 'Team', score: 0, max: 6 },
        { sectionId: 'market', label: 'Marché', score: 0, max: 15 },
      ],
    });
  });

  it('weighs each criterion within its section and each section in the total (evaluation forms)', () => {
    const weighted: FormQuestion[] = [
      buildQuestion('team', 'section', { label: en('Team'), weight: 2 }),
      buildQuestion('fit', 'number_scale', { validations: { min: 1, max: 5 }, weight: 3 }),
      radio('complete', [0, 1]),
      buildQuestion('market', 'section', { label: en('Market') }),
      buildQuestion('size', 'number_scale', { validations: { min: 1, max: 5 }, weight: 0.5 }),
    ];
    const answers: FormAnswers = { fit: 4, complete: { values: ['o1'] }, size: 2 };
    expect(scoreAnswers(weighted, answers)).toEqual({
      score: 2 * (3 * 4 + 1) + 0.5 * 2,
      max: 2 * (3 * 5 + 1) + 0.5 * 5,
      sections: [
        { sectionId: 'team', label: 'Team', score: 26, max: 32 },
        { sectionId: 'market', label: 'Market', score: 1, max: 2.5 },
      ],
    });
  });

  it('scores the highest branch of a tree and sums decimal values without float noise', () => {
    const tree = buildQuestion('t', 'tree_multi', {
      options: [buildOption('a', { numericalValue: 0.1, children: [buildOption('b', { numericalValue: 0.2 })] })],
    });
    expect(scoreAnswers([tree], { t: { values: ['a', 'b'] } })).toEqual({
      score: 0.3,
      max: 0.3,
      sections: [{ sectionId: null, label: '', score: 0.3, max: 0.3 }],
    });
  });

  it('counts a single choice at its best option only', () => {
    expect(scoreAnswers([radio('r', [-5, 4, 2])], {}).max).toBe(4);
    expect(scoreAnswers([radio('r', [-5, -1])], {}).max).toBe(0);
  });
});
