import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../templates/Blog.js';

describe('formatDate', () => {
  it('writes an English date as en-US does, in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (const date of [
      '2025-05-28',
      '2024-01-01',
      '2023-12-31T23:30:00Z',
      '2024-02-29',
      '1999-09-09T00:00:00.000Z',
    ]) {
      expect(formatDate(date, 'en')).toBe(intl.format(new Date(date)));
    }
    expect(formatDate('2025-05-28', 'en')).toBe('May 28, 2025');
  });

  it("writes another locale's date as its own Intl format does", () => {
    expect(formatDate('2025-05-28', 'fr')).toBe('28 mai 2025');
    expect(formatDate('2023-12-31T23:30:00Z', 'de')).toBe('31. Dezember 2023');
  });
});
