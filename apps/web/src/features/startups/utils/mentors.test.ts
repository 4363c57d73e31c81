import { describe, expect, it } from 'vitest';
import {
  canInviteMentors,
  mentorRoleType,
  mentorStartupOptions,
  mentorsQueryVariables,
  rememberStartups,
} from './mentors.ts';

describe('mentors management', () => {
  it('sends the search and a 0-based page, leaving a blank search out', () => {
    expect(mentorsQueryVariables({ search: ' mina ', page: 3 })).toEqual({ search: 'mina', page: 2 });
    expect(mentorsQueryVariables({ search: '   ', page: 1 })).toEqual({ search: null, page: 0 });
  });

  it('labels mentors and experts only', () => {
    expect(mentorRoleType('Mentor')).toBe('Mentor');
    expect(mentorRoleType('Expert')).toBe('Expert');
    expect(mentorRoleType('Coach')).toBeNull();
    expect(mentorRoleType('mentor')).toBeNull();
  });

  it('offers the invitation to the admin group only', () => {
    expect(canInviteMentors('Admin')).toBe(true);
    expect(canInviteMentors('AdminCoach')).toBe(true);
    expect(canInviteMentors('SubAdmin')).toBe(true);
    expect(canInviteMentors('Staff')).toBe(false);
    expect(canInviteMentors('Coach')).toBe(false);
    expect(canInviteMentors(null)).toBe(false);
    expect(canInviteMentors('Nobody')).toBe(false);
  });

  it('lists the chosen startups first with their known names, then the others found, each once', () => {
    const solaris = { _id: 's', name: 'Solaris Energy', logo: null };
    const mediflow = { _id: 'm', name: 'Mediflow Health' };
    const agrisense = { _id: 'a', name: 'Agrisense' };
    const known = rememberStartups(new Map(), [solaris]);
    expect(mentorStartupOptions(['s', 'x'], known, [mediflow, solaris, agrisense])).toEqual([
      { value: 's', label: 'Solaris Energy' },
      { value: 'x', label: 'x' },
      { value: 'm', label: 'Mediflow Health' },
      { value: 'a', label: 'Agrisense' },
    ]);
    // A chosen startup that the search no longer finds keeps its name from an earlier list.
    expect(mentorStartupOptions(['m'], rememberStartups(known, [mediflow]), [agrisense])).toEqual([
      { value: 'm', label: 'Mediflow Health' },
      { value: 'a', label: 'Agrisense' },
    ]);
  });

  it('remembers startups in a new map, later entries winning', () => {
    const known = new Map([['s', { _id: 's', name: 'Old name' }]]);
    const next = rememberStartups(known, [{ _id: 's', name: 'Solaris Energy' }]);
    expect(next.get('s')?.name).toBe('Solaris Energy');
    expect(known.get('s')?.name).toBe('Old name');
  });
});
