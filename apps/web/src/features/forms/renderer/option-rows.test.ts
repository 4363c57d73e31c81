import type { FormOption } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { optionRows, writeInValues } from './option-rows.ts';

const text = (en: string, fr?: string) => [
  { language: 'en', value: en },
  ...(fr ? [{ language: 'fr', value: fr }] : []),
];

const TREE: FormOption[] = [
  {
    value: 'tech',
    labels: text('Technology', 'Technologie'),
    children: [
      { value: 'ai', labels: text('AI', 'IA'), children: [{ value: 'llm', labels: text('Language models') }] },
      { value: 'tech-other', labels: text('Other', 'Autre'), isWriteIn: true },
    ],
  },
  { value: 'health', labels: text('Health', 'Santé') },
];

describe('option rows', () => {
  it('lists a tree depth first with each depth and the labels above it, in the form language', () => {
    expect(optionRows(TREE, 'fr')).toEqual([
      { value: 'tech', label: 'Technologie', depth: 0, isWriteIn: false, path: [] },
      { value: 'ai', label: 'IA', depth: 1, isWriteIn: false, path: ['Technologie'] },
      { value: 'llm', label: 'Language models', depth: 2, isWriteIn: false, path: ['Technologie', 'IA'] },
      { value: 'tech-other', label: 'Autre', depth: 1, isWriteIn: true, path: ['Technologie'] },
      { value: 'health', label: 'Santé', depth: 0, isWriteIn: false, path: [] },
    ]);
  });

  it('falls back to the value when an option has no label, and finds the write-in options', () => {
    const rows = optionRows([{ value: 'x', labels: [] }, ...TREE], 'en');
    expect(rows[0]?.label).toBe('x');
    expect([...writeInValues(rows)]).toEqual(['tech-other']);
    expect(optionRows(null, 'en')).toEqual([]);
  });
});
