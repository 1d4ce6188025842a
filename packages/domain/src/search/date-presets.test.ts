import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, datePresetRange, isIsoDay, type DatePreset } from './date-presets';

describe('date presets of the advanced search (spec/002 section 9)', () => {
  it.each<[DatePreset, string, string | null, string | null]>([
    ['Last 7 Days', '2026-11-21', '2026-11-14', '2026-11-21'],
    ['Last 7 Days', '2026-03-03', '2026-02-24', '2026-03-03'],
    ['Last 14 Days', '2026-01-05', '2025-12-22', '2026-01-05'],
    ['Next 7 Days', '2026-12-28', '2026-12-28', '2027-01-04'],
    ['Next 14 Days', '2026-11-21', '2026-11-21', '2026-12-05'],
    ['Last Month', '2026-11-21', '2026-10-01', '2026-10-31'],
    ['Last Month', '2026-01-15', '2025-12-01', '2025-12-31'],
    ['Last Month', '2024-03-31', '2024-02-01', '2024-02-29'],
    ['Last Quarter', '2026-11-21', '2026-07-01', '2026-09-30'],
    ['Last Quarter', '2026-02-10', '2025-10-01', '2025-12-31'],
    ['Last Quarter', '2026-04-01', '2026-01-01', '2026-03-31'],
    ['MTD', '2026-11-21', '2026-11-01', '2026-11-21'],
    ['MTD', '2026-11-01', '2026-11-01', '2026-11-01'],
    ['QTD', '2026-11-21', '2026-10-01', '2026-11-21'],
    ['QTD', '2026-03-31', '2026-01-01', '2026-03-31'],
    ['YTD', '2026-11-21', '2026-01-01', '2026-11-21'],
    ['YTD', '2026-01-01', '2026-01-01', '2026-01-01'],
  ])('%s on %s runs from %s to %s', (preset, today, start, end) => {
    expect(datePresetRange(preset, today)).toEqual({ start, end });
  });

  it.each([
    [
      { start: '2026-01-01', end: '2026-02-01' },
      { start: '2026-01-01', end: '2026-02-01' },
    ],
    [
      { start: '2026-01-01', end: null },
      { start: '2026-01-01', end: null },
    ],
    [
      { start: '', end: '2026-02-01' },
      { start: null, end: '2026-02-01' },
    ],
  ])('Date Range takes the given start and end %#', (custom, expected) => {
    expect(datePresetRange('Date Range', '2026-11-21', custom)).toEqual(expected);
  });

  it('lists the ten presets with Last Quarter spelt correctly', () => {
    expect(DATE_PRESETS).toHaveLength(10);
    expect(DATE_PRESETS).toContain('Last Quarter');
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-01-01', false],
    ['2026-01-01T00:00', false],
  ])('isIsoDay(%s) is %s', (value, ok) => {
    expect(isIsoDay(value)).toBe(ok);
  });

  it('refuses a today that is not an ISO day', () => {
    expect(() => datePresetRange('MTD', 'yesterday')).toThrow();
  });
});
