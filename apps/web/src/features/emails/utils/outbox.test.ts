import { ROLE_TYPES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { canReadOutbox, isEmailTemplate, pageCount, pageFromSearch, statusColour } from './outbox.ts';

describe('canReadOutbox', () => {
  it('lets the admin group in, as the server does', () => {
    const allowed = ROLE_TYPES.filter((type) => canReadOutbox(type));
    expect(allowed).toEqual(['Admin', 'AdminCoach', 'SubAdmin']);
    expect(canReadOutbox(null)).toBe(false);
    expect(canReadOutbox(undefined)).toBe(false);
    expect(canReadOutbox('admin')).toBe(false);
  });
});

describe('statusColour', () => {
  it('colours each delivery status, grey for an unknown one', () => {
    expect(statusColour('sent')).toBe('green');
    expect(statusColour('recorded')).toBe('blue');
    expect(statusColour('queued')).toBe('orange');
    expect(statusColour('failed')).toBe('red');
    expect(statusColour('bounced')).toBe('gray');
  });
});

describe('isEmailTemplate', () => {
  it('knows the templates the server sends', () => {
    expect(['reset', 'invitation', 'confirmation', 'incubatorEmail'].every(isEmailTemplate)).toBe(true);
    expect(isEmailTemplate('newsletter')).toBe(false);
  });
});

describe('pagination', () => {
  it('reads the page from the query string, 1 when missing or invalid', () => {
    expect(pageFromSearch(null)).toBe(1);
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch('0')).toBe(1);
    expect(pageFromSearch('-2')).toBe(1);
    expect(pageFromSearch('1.5')).toBe(1);
    expect(pageFromSearch('abc')).toBe(1);
  });

  it('counts pages of 25, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(101)).toBe(5);
  });
});
