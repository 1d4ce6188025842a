import { describe, expect, it } from 'vitest';
import { MERGE_FIELDS } from './listing-merge.rules';
import { MergeSummary } from './listing-merge.endpoints';

describe('merge summary', () => {
  it('shows every field a merge option carries', () => {
    const shown = Object.keys(MergeSummary.shape);
    for (const field of Object.values(MERGE_FIELDS).flat()) expect(shown).toContain(field);
  });
});
