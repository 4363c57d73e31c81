import { describe, expect, it } from 'vitest';
import { imageProblem, MAX_IMAGE_BYTES } from './images.ts';

describe('organisation images', () => {
  it('takes PNG, JPEG, WebP and SVG images of at most 512 KB', () => {
    expect(imageProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'image/svg+xml', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: MAX_IMAGE_BYTES + 1 })).toBe('tooLarge');
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('notImage');
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(MAX_IMAGE_BYTES).toBe(524_288);
  });
});
