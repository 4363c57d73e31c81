import { CUSTOM_FIELD_LIMITS } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import {
  addOption,
  canAddOption,
  moveOption,
  newOption,
  optionInputs,
  optionValuesOf,
  removeOption,
  renameOption,
} from './field-options.ts';

const labels = (options: { label: string }[]) => options.map((option) => option.label);

describe('the option list of a choice field', () => {
  const saved = optionValuesOf([
    { _id: 'o1', label: 'Idea' },
    { _id: 'o2', label: 'Seed' },
  ]);

  it('keeps the ids of saved options, and gives every option its own key', () => {
    expect(saved.map((option) => option.id)).toEqual(['o1', 'o2']);
    const keys = new Set([...saved, newOption(), newOption()].map((option) => option.key));
    expect(keys.size).toBe(4);
  });

  it('adds an empty option at the end, up to the limit', () => {
    const added = addOption(saved);
    expect(labels(added)).toEqual(['Idea', 'Seed', '']);
    expect(added[2]?.id).toBeNull();
    const full = Array.from({ length: CUSTOM_FIELD_LIMITS.options }, () => newOption('x'));
    expect(canAddOption(full)).toBe(false);
    expect(addOption(full)).toHaveLength(CUSTOM_FIELD_LIMITS.options);
  });

  it('renames and removes one option, by key', () => {
    const [idea, seed] = saved;
    const renamed = renameOption(saved, seed?.key ?? '', 'Pre-seed');
    expect(labels(renamed)).toEqual(['Idea', 'Pre-seed']);
    expect(renamed[1]?.id).toBe('o2');
    expect(labels(removeOption(saved, idea?.key ?? ''))).toEqual(['Seed']);
  });

  it('moves an option up or down, never past either end', () => {
    const list = [...saved, newOption('Series A')];
    const last = list[2]?.key ?? '';
    expect(labels(moveOption(list, last, -1))).toEqual(['Idea', 'Series A', 'Seed']);
    expect(labels(moveOption(list, last, 1))).toEqual(['Idea', 'Seed', 'Series A']);
    expect(labels(moveOption(list, list[0]?.key ?? '', -1))).toEqual(['Idea', 'Seed', 'Series A']);
    expect(labels(moveOption(list, 'unknown', 1))).toEqual(['Idea', 'Seed', 'Series A']);
  });

  it('sends trimmed labels, with the ids of the options that were saved', () => {
    const list = [...renameOption(saved, saved[0]?.key ?? '', '  Idea stage '), newOption(' Series A ')];
    expect(optionInputs(list)).toEqual([
      { _id: 'o1', label: 'Idea stage' },
      { _id: 'o2', label: 'Seed' },
      { label: 'Series A' },
    ]);
  });
});
