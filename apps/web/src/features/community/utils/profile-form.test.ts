import { describe, expect, it } from 'vitest';
import {
  type EditableProfile,
  problemOfServerMessage,
  profileFieldOf,
  profileFormProblems,
  profileFormValues,
  profileInput,
} from './profile-form.ts';

const PROFILE: EditableProfile = {
  firstName: 'Mina',
  lastName: 'Mentor',
  headline: 'Energy investor',
  bio: null,
  wordFrom: 'Ask me about pricing',
  phone: null,
  country: 'France',
  countryOrigin: null,
  gender: 'female',
  birthday: '1980-04-02',
  locations: ['Lyon'],
  expertise: ['Project finance'],
  info: { linkedin: 'https://www.linkedin.com/in/mina', twitter: null },
  industries: [{ _id: 'i1' }],
  skills: [{ _id: 's1' }, { _id: 's2' }],
};

describe('the profile form', () => {
  it('starts from the profile: empty texts for missing values, social links flattened, ids of the choices', () => {
    expect(profileFormValues(PROFILE)).toEqual({
      firstName: 'Mina',
      lastName: 'Mentor',
      headline: 'Energy investor',
      bio: '',
      wordFrom: 'Ask me about pricing',
      phone: '',
      country: 'France',
      countryOrigin: '',
      gender: 'female',
      birthday: '1980-04-02',
      locations: ['Lyon'],
      expertise: ['Project finance'],
      linkedin: 'https://www.linkedin.com/in/mina',
      twitter: '',
      facebook: '',
      angellist: '',
      industryIds: ['i1'],
      skillIds: ['s1', 's2'],
    });
    expect(profileFormValues({ ...PROFILE, gender: 'robot', info: null })).toMatchObject({ gender: '', linkedin: '' });
  });

  it('sends trimmed texts, blanks as null, distinct words and the social links together', () => {
    const values = {
      ...profileFormValues(PROFILE),
      firstName: '  Mina ',
      bio: '  ',
      gender: '',
      birthday: '',
      expertise: [' Pricing ', 'Pricing', '', 'Fundraising'],
      twitter: ' https://x.com/mina ',
    };
    expect(profileInput(values)).toEqual({
      firstName: 'Mina',
      lastName: 'Mentor',
      headline: 'Energy investor',
      bio: null,
      wordFrom: 'Ask me about pricing',
      phone: null,
      country: 'France',
      countryOrigin: null,
      gender: null,
      birthday: null,
      locations: ['Lyon'],
      expertise: ['Pricing', 'Fundraising'],
      info: {
        linkedin: 'https://www.linkedin.com/in/mina',
        twitter: 'https://x.com/mina',
        facebook: null,
        angellist: null,
      },
      industryIds: ['i1'],
      skillIds: ['s1', 's2'],
    });
  });

  it('accepts a complete valid profile', () => {
    expect(profileFormProblems(profileFormValues(PROFILE))).toEqual({});
  });

  it('checks names, headline and the shared profile rules, one problem per field', () => {
    const problems = profileFormProblems({
      ...profileFormValues(PROFILE),
      firstName: ' ',
      lastName: 'x'.repeat(101),
      headline: 'x'.repeat(201),
      bio: 'x'.repeat(2001),
      phone: 'call me',
      birthday: '2999-01-01',
      linkedin: 'linkedin.com/in/mina',
      locations: Array.from({ length: 11 }, (_, index) => `City ${index}`),
      expertise: ['x'.repeat(61)],
    });
    expect(problems).toEqual({
      firstName: { kind: 'required' },
      lastName: { kind: 'textMax', max: 100 },
      headline: { kind: 'textMax', max: 200 },
      bio: { kind: 'textMax', max: 2000 },
      phone: { kind: 'phone' },
      birthday: { kind: 'past' },
      linkedin: { kind: 'url' },
      locations: { kind: 'tooMany', max: 10 },
      expertise: { kind: 'textMax', max: 60 },
    });
    expect(profileFormProblems({ ...profileFormValues(PROFILE), birthday: '02/04/1980' }).birthday).toEqual({
      kind: 'date',
    });
  });

  it("finds the form field of a server's field path", () => {
    expect(profileFieldOf('info.linkedin')).toBe('linkedin');
    expect(profileFieldOf('input.info.twitter')).toBe('twitter');
    expect(profileFieldOf('locations.3')).toBe('locations');
    expect(profileFieldOf('industryIds')).toBe('industryIds');
    expect(profileFieldOf('input')).toBeNull();
  });

  it("recognises the server's English field messages, and leaves others as they are", () => {
    expect(problemOfServerMessage('Bio must be less than or equal to 2000 characters')).toEqual({
      kind: 'textMax',
      max: 2000,
    });
    expect(problemOfServerMessage('First name is a required field')).toEqual({ kind: 'required' });
    expect(problemOfServerMessage('LinkedIn must be a link starting with https://')).toEqual({ kind: 'url' });
    expect(problemOfServerMessage('Phone must be a phone number')).toEqual({ kind: 'phone' });
    expect(problemOfServerMessage('Birthday must be a date (yyyy-MM-dd)')).toEqual({ kind: 'date' });
    expect(problemOfServerMessage('Birthday must be in the past')).toEqual({ kind: 'past' });
    expect(problemOfServerMessage('Locations: at most 10')).toEqual({ kind: 'tooMany', max: 10 });
    expect(problemOfServerMessage('This item was not found')).toEqual({ kind: 'notFound' });
    expect(problemOfServerMessage('Something else')).toBeNull();
  });
});
