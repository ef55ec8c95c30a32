import { describe, expect, it } from 'vitest';
import { searchThreadLimits } from '../../../src/node/search/openSearchIndex.js';

describe('searchThreadLimits', () => {
  // Under 2 GB, V8 lets the thread's heap grow to less than twice what it held at its last full
  // collection, against four times with Node's default limit (4 GB here).
  it('keeps the search thread under 2 GB for a site of 100,000 pages, and grows with larger ones', () => {
    expect(searchThreadLimits(20_000).maxOldGenerationSizeMb).toBe(1024);
    expect(searchThreadLimits(100_000).maxOldGenerationSizeMb).toBeLessThan(2048);
    expect(searchThreadLimits(1_000_000).maxOldGenerationSizeMb).toBeGreaterThanOrEqual(10_000);
  });
});
