import { describe, expect, it } from 'vitest';
import { berlinCalendarDate, formatIsoDate, isIsoDate, parseIsoDate } from '../../src/domain/dates/isoDate';

describe('parseIsoDate', () => {
  it.each([
    { input: '2026-01-05', expected: { year: 2026, month: 1, day: 5 } },
    { input: '2024-02-29', expected: { year: 2024, month: 2, day: 29 } },
    { input: '2000-02-29', expected: { year: 2000, month: 2, day: 29 } },
    { input: '2026-12-31', expected: { year: 2026, month: 12, day: 31 } },
  ])('parses $input', ({ input, expected }) => {
    expect(parseIsoDate(input)).toEqual(expected);
  });

  it.each(['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-5', '26-01-05', '2026-01-05T00:00', ' 2026-01-05', ''])(
    'rejects %j',
    (input) => {
      expect(parseIsoDate(input)).toBeNull();
      expect(isIsoDate(input)).toBe(false);
    },
  );
});

describe('formatIsoDate', () => {
  it('pads month, day and year', () => {
    expect(formatIsoDate({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05');
    expect(formatIsoDate({ year: 999, month: 12, day: 30 })).toBe('0999-12-30');
  });
});

describe('berlinCalendarDate', () => {
  it.each([
    // Winter time, UTC+1: 23:30Z is already the next day in Berlin.
    { instant: '2026-01-04T23:30:00Z', expected: '2026-01-05' },
    { instant: '2026-01-04T22:59:59Z', expected: '2026-01-04' },
    // Summer time, UTC+2.
    { instant: '2026-07-14T22:00:00Z', expected: '2026-07-15' },
    { instant: '2026-07-14T21:59:59Z', expected: '2026-07-14' },
    { instant: '2026-12-31T23:00:00Z', expected: '2027-01-01' },
  ])('$instant is $expected in Berlin', ({ instant, expected }) => {
    expect(formatIsoDate(berlinCalendarDate(new Date(instant)))).toBe(expected);
  });

  it('rejects an invalid Date', () => {
    expect(() => berlinCalendarDate(new Date('nonsense'))).toThrow(RangeError);
  });
});
