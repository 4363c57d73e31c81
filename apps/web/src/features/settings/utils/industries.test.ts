import { describe, expect, it } from 'vitest';
import { isIndustryNameTaken, sortIndustries } from './industries.ts';

const industries = [
  { _id: '1', name: 'fintech' },
  { _id: '2', name: 'Agritech' },
  { _id: '3', name: 'Biotech' },
];

describe('industries', () => {
  it('sorts by name ignoring case', () => {
    expect(sortIndustries(industries).map((industry) => industry.name)).toEqual(['Agritech', 'Biotech', 'fintech']);
  });

  it('tells a name already taken by another industry', () => {
    expect(isIndustryNameTaken(industries, '  FinTech ')).toBe(true);
    expect(isIndustryNameTaken(industries, 'Fintech', '1')).toBe(false);
    expect(isIndustryNameTaken(industries, 'Edtech')).toBe(false);
  });
});
