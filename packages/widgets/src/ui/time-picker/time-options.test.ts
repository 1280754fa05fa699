import { describe, expect, it } from 'vitest';
import { boundsMessage, formatTime12, isWithinBounds, parseTime12, roundUpToQuarter, timeOptions, toMinutes } from './time-options';

describe('timeOptions', () => {
  const options = timeOptions();
  const labels = options.map((option) => option.label);

  it('runs every 15 minutes from 07:00 AM through 06:45 AM, then 11:59 PM', () => {
    expect(options).toHaveLength(97);
    expect(labels.slice(0, 3)).toEqual(['07:00 AM', '07:15 AM', '07:30 AM']);
    expect(labels.slice(66, 70)).toEqual(['11:30 PM', '11:45 PM', '12:00 AM', '12:15 AM']);
    expect(labels.slice(-3)).toEqual(['06:30 AM', '06:45 AM', '11:59 PM']);
    expect(labels).toContain('12:00 PM');
  });

  it('pairs each label with its 24-hour value and minutes', () => {
    expect(options[0]).toEqual({ value: '07:00', label: '07:00 AM', minutes: 420 });
    expect(options.find((option) => option.label === '12:00 AM')).toEqual({ value: '00:00', label: '12:00 AM', minutes: 0 });
    expect(options.at(-1)).toEqual({ value: '23:59', label: '11:59 PM', minutes: 1439 });
    expect(new Set(options.map((option) => option.value)).size).toBe(97);
  });
});

describe('12-hour text', () => {
  it.each([
    ['12:34 PM', '12:34'],
    ['12:00 am', '00:00'],
    ['1:05 pm', '13:05'],
    ['09:45AM', '09:45'],
    [' 11:59 PM ', '23:59'],
  ])('reads %s as %s', (text, value) => {
    expect(parseTime12(text)).toBe(value);
  });

  it.each(['13:00 PM', '9:60 AM', '0:15 AM', '09:45', 'nine am', '', '9:5 AM'])('refuses %j', (text) => {
    expect(parseTime12(text)).toBeNull();
  });

  it('writes 24-hour values as hh:mm AM/PM', () => {
    expect(formatTime12('00:05')).toBe('12:05 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('18:30')).toBe('06:30 PM');
    expect(formatTime12('')).toBe('');
    expect(toMinutes('25:00')).toBeNull();
  });
});

describe('roundUpToQuarter', () => {
  it('moves to the next quarter hour, and keeps one exactly on it', () => {
    expect(roundUpToQuarter(new Date('2026-03-02T09:01:00Z')).toISOString()).toBe('2026-03-02T09:15:00.000Z');
    expect(roundUpToQuarter(new Date('2026-03-02T09:00:30Z')).toISOString()).toBe('2026-03-02T09:15:00.000Z');
    expect(roundUpToQuarter(new Date('2026-03-02T23:50:00Z')).toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(roundUpToQuarter(new Date('2026-03-02T09:30:00Z')).toISOString()).toBe('2026-03-02T09:30:00.000Z');
  });
});

describe('bounds', () => {
  it('says which times may be chosen', () => {
    expect(boundsMessage({ min: '08:00', max: '17:30' })).toBe('You can only select between 08:00 AM and 05:30 PM');
    expect(boundsMessage({ min: '13:15' })).toBe('You can only select after 01:15 PM');
    expect(boundsMessage({ max: '09:00' })).toBe('You can only select before 09:00 AM');
    expect(boundsMessage({})).toBeNull();
  });

  it('includes both ends', () => {
    const bounds = { min: '08:00', max: '17:30' };
    expect(isWithinBounds('08:00', bounds)).toBe(true);
    expect(isWithinBounds('17:30', bounds)).toBe(true);
    expect(isWithinBounds('07:45', bounds)).toBe(false);
    expect(isWithinBounds('17:45', bounds)).toBe(false);
    expect(isWithinBounds('23:59', {})).toBe(true);
  });
});
