import { describe, expect, it } from 'vitest';
import { assignationChanged, assignationOptions, rememberPeople } from './assignation-options.ts';

const camille = { _id: 'c', firstName: 'Camille', lastName: 'Coach', fullName: 'Camille Coach' };
const mina = { _id: 'm', firstName: 'Mina', lastName: 'Mentor', fullName: 'Mina Mentor' };
const ezra = { _id: 'e', firstName: 'Ezra', lastName: 'Expert', fullName: 'Ezra Expert' };

describe('the options of the assignation select', () => {
  it('keeps the chosen people first, named, even when the search no longer finds them, then the others found', () => {
    const known = rememberPeople(new Map(), [camille]);
    expect(assignationOptions(['c'], known, [mina, camille, ezra])).toEqual([
      { value: 'c', label: 'Camille Coach' },
      { value: 'm', label: 'Mina Mentor' },
      { value: 'e', label: 'Ezra Expert' },
    ]);
    expect(assignationOptions(['c', 'm'], known, [ezra])).toEqual([
      { value: 'c', label: 'Camille Coach' },
      { value: 'm', label: 'm' },
      { value: 'e', label: 'Ezra Expert' },
    ]);
  });

  it('remembers people by id without changing the map it was given', () => {
    const first = rememberPeople(new Map(), [camille]);
    const second = rememberPeople(first, [mina, { ...camille, fullName: 'Camille C.' }]);
    expect(first.size).toBe(1);
    expect([...second.keys()]).toEqual(['c', 'm']);
    expect(second.get('c')?.fullName).toBe('Camille C.');
  });

  it('tells a change of people from a change of order', () => {
    expect(assignationChanged(['c', 'm'], ['m', 'c'])).toBe(false);
    expect(assignationChanged(['c'], ['c', 'm'])).toBe(true);
    expect(assignationChanged(['c', 'm'], ['c'])).toBe(true);
    expect(assignationChanged([], [])).toBe(false);
  });
});
