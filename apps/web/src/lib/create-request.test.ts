import { describe, expect, it } from 'vitest';
import { wantsCreate } from './create-request.ts';

describe('the create request of the create menu', () => {
  it('is navigation state carrying create=true', () => {
    expect(wantsCreate({ create: true })).toBe(true);
    expect(wantsCreate({ create: 'true' })).toBe(false);
    expect(wantsCreate(null)).toBe(false);
    expect(wantsCreate(undefined)).toBe(false);
  });
});
