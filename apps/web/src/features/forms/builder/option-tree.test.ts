import type { FormOption } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { newOption } from './question-factory.ts';
import {
  addOptionUnder,
  moveOptionAt,
  optionDepth,
  optionValues,
  removeOptionAt,
  updateOptionAt,
} from './option-tree.ts';

const label = (value: string) => [{ language: 'en', value }];
const tree: FormOption[] = [
  { value: 'europe', labels: label('Europe'), children: [{ value: 'fr', labels: label('France') }] },
  { value: 'asia', labels: label('Asia') },
];

describe('option editing', () => {
  it('gives a new option a value no other option has', () => {
    expect(newOption(['option-1', 'option-3'], 'en', 'Seed')).toEqual({ value: 'option-4', labels: label('Seed') });
    expect(newOption(['option-2'], 'en', '').value).toBe('option-3');
  });

  it('changes an option at any level, leaving the others', () => {
    const next = updateOptionAt(tree, [0, 0], { labels: label('Francia'), numericalValue: 3 });
    expect(next[0]!.children![0]).toEqual({ value: 'fr', labels: label('Francia'), numericalValue: 3 });
    expect(tree[0]!.children![0]!.labels).toEqual(label('France'));
    expect(updateOptionAt(tree, [1], { isWriteIn: true })[1]).toMatchObject({ value: 'asia', isWriteIn: true });
  });

  it('adds at the top or under an option, removes and moves among siblings', () => {
    const added = addOptionUnder(tree, [1], { value: 'jp', labels: label('Japan') });
    expect(optionValues(added)).toEqual(['europe', 'fr', 'asia', 'jp']);
    expect(optionDepth(added)).toBe(2);
    expect(optionValues(addOptionUnder(tree, [], { value: 'x', labels: [] }))).toEqual(['europe', 'fr', 'asia', 'x']);
    expect(optionValues(removeOptionAt(tree, [0]))).toEqual(['asia']);
    expect(optionValues(moveOptionAt(tree, [1], -1))).toEqual(['asia', 'europe', 'fr']);
    expect(moveOptionAt(tree, [0], -1)).toEqual(tree);
    expect(optionDepth([])).toBe(0);
  });
});
