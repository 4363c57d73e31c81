import { describe, expect, it } from 'vitest';
import { relabelStartupWord, startupLabels } from './startup-label.ts';

const DEFAULTS = { singular: 'Startup', plural: 'Startups' };

describe('the words for a startup', () => {
  it('are the translated defaults while the alternative is off', () => {
    expect(
      startupLabels({ active: false, label: [{ language: 'en', value: 'Venture' }], pluralLabel: [] }, 'en', DEFAULTS),
    ).toEqual(DEFAULTS);
    expect(startupLabels(null, 'en', DEFAULTS)).toEqual(DEFAULTS);
  });

  it("are the organisation's words in the interface language, then English, when active", () => {
    const alternative = {
      active: true,
      label: [
        { language: 'en', value: 'Venture' },
        { language: 'fr', value: 'Projet' },
      ],
      pluralLabel: [{ language: 'en', value: 'Ventures' }],
    };
    expect(startupLabels(alternative, 'fr', DEFAULTS)).toEqual({ singular: 'Projet', plural: 'Ventures' });
    expect(startupLabels(alternative, 'de', DEFAULTS)).toEqual({ singular: 'Venture', plural: 'Ventures' });
  });

  it('keep a default where the active alternative has no word', () => {
    expect(
      startupLabels({ active: true, label: [{ language: 'en', value: ' ' }], pluralLabel: [] }, 'en', DEFAULTS),
    ).toEqual(DEFAULTS);
  });
});

describe('relabelStartupWord', () => {
  const defaults = { singular: 'Startup', plural: 'Startups' };
  const ventures = { singular: 'Venture', plural: 'Ventures' };
  it('swaps plural before singular, keeping capitals', () => {
    expect(relabelStartupWord('Startups', defaults, ventures)).toBe('Ventures');
    expect(relabelStartupWord('Startup portfolio', defaults, ventures)).toBe('Venture portfolio');
    expect(relabelStartupWord('Tâches des start-ups', { singular: 'Start-up', plural: 'Start-up' }, ventures)).toBe(
      'Tâches des ventures',
    );
    expect(relabelStartupWord('Create a startup', defaults, ventures)).toBe('Create a venture');
  });
  it('leaves texts alone without an alternative', () => {
    expect(relabelStartupWord('Startups', defaults, defaults)).toBe('Startups');
  });
});
