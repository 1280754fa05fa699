import { messages, type TagGroup } from '@motorpool/api';
import { describe, expect, it } from 'vitest';
import { TIME_FORMAT_MESSAGE } from '../../ui/time-picker/time-options';
import { tagGroups } from '../../test-support/user-form-fixtures';
import {
  COUNTER_PLACEHOLDER,
  customFieldControl,
  customFieldProblem,
  customFieldValues,
  DATE_FORMAT_MESSAGE,
  defaultCustomValue,
  displayCustomValue,
  normaliseTime,
  storedCustomValue,
  TIME_OPTIONS,
  toUserTags,
} from './custom-fields';

const byName = (name: string) => tagGroups.find((group) => group.tag_group_name === name)!;
const mandatory = (group: TagGroup): TagGroup => ({ ...group, is_mandatory: true });

describe('customFieldControl (spec §3 data types)', () => {
  it('gives every data type its control, and the association groups theirs', () => {
    expect(tagGroups.map((group) => [group.tag_data_type, customFieldControl(group)])).toEqual([
      ['textselect', 'select'],
      ['free_text_field', 'text'],
      ['counter', 'counter'],
      ['toggle', 'toggle'],
      ['textchoice', 'radio'],
      ['date', 'date'],
      ['time', 'time'],
      ['integer', 'integer'],
      ['multitextselect', 'checkboxes'],
      ['text', 'text'],
      ['boolean', 'toggle'],
      ['multitextselect', 'hubs'],
      ['multitextselect', 'branches'],
    ]);
    expect(COUNTER_PLACEHOLDER).toBe('enter number');
  });
});

describe('defaults (spec §3: the first tag value for toggle, free text, counter, textselect, textchoice and time)', () => {
  it.each([
    ['Vehicle Preference', 'Electric'],
    ['Parking Bay', 'B1'],
    ['Years Driving', '2'],
    ['Dangerous Goods', 'false'],
    ['Shift', 'Day'],
    ['Pickup Time', '08:30 AM'],
  ])('%s starts as %j', (name, value) => {
    expect(defaultCustomValue(byName(name))).toBe(value);
  });

  it('starts the other types empty, lists as lists', () => {
    expect(defaultCustomValue(byName('Induction Date'))).toBe('');
    expect(defaultCustomValue(byName('Kilometre Allowance'))).toBe('');
    expect(defaultCustomValue(byName('Notes'))).toBe('');
    expect(defaultCustomValue(byName('Smoker'))).toBe('');
    expect(defaultCustomValue(byName('Trainings'))).toEqual([]);
    expect(defaultCustomValue({ ...byName('Trainings'), tags: ['Towing'] })).toEqual([]);
    expect(defaultCustomValue(byName('Association to Additional Hubs'))).toEqual([]);
  });

  it("prefers the group's chosen value", () => {
    expect(defaultCustomValue({ ...byName('Shift'), selectedValue: 'Night' })).toBe('Night');
    expect(defaultCustomValue({ ...byName('Trainings'), selectedValue: '4WD' })).toEqual(['4WD']);
  });

  it('keys new records by group, and a stored record by what it holds (no defaults)', () => {
    const values = customFieldValues([byName('Shift'), byName('Parking Bay')]);
    expect(values).toEqual({ g605: 'Day', g602: 'B1' });
    expect(customFieldValues([byName('Shift')], [])).toEqual({ g605: '' });
  });
});

describe('stored values', () => {
  it('reads toggles as the text true or false, and times as hh:mm AM/PM', () => {
    expect(storedCustomValue(byName('Dangerous Goods'), [{ tag_group_name: 'Dangerous Goods', value: 'Yes' }])).toBe('true');
    expect(storedCustomValue(byName('Smoker'), [{ tag_group_name: 'Smoker', value: 'false' }])).toBe('false');
    expect(storedCustomValue(byName('Pickup Time'), [{ tag_group_name: 'Pickup Time', value: '9:05 pm' }])).toBe('09:05 PM');
    expect(storedCustomValue(byName('Trainings'), [{ tag_group_name: 'Trainings', value: 'Towing' }])).toEqual(['Towing']);
  });
});

describe('customFieldProblem (spec §5 custom fields)', () => {
  it.each([
    ['Vehicle Preference', '', `Vehicle Preference ${messages.driverDetails.fieldRequired}`],
    ['Parking Bay', '  ', `Parking Bay ${messages.driverDetails.cannotBeEmpty}`],
    ['Shift', '', `Shift ${messages.driverDetails.fieldRequired}`],
    ['Induction Date', '', `Induction Date ${messages.driverDetails.fieldRequired}`],
    ['Trainings', [], messages.driverDetails.selectAtLeastOne],
  ])('a mandatory %s left empty says so', (name, value, message) => {
    expect(customFieldProblem(byName(name), value)).toBe(message);
  });

  it('names each type the way its shape reads', () => {
    expect(customFieldProblem(mandatory(byName('Years Driving')), '')).toBe(`Years Driving ${messages.driverDetails.cannotBeEmpty}`);
    expect(customFieldProblem(mandatory(byName('Kilometre Allowance')), '')).toBe(`Kilometre Allowance ${messages.driverDetails.cannotBeEmpty}`);
    expect(customFieldProblem(mandatory(byName('Dangerous Goods')), '')).toBe(`Dangerous Goods Certified ${messages.driverDetails.fieldRequired}`);
    expect(customFieldProblem(mandatory(byName('Pickup Time')), '')).toBe(`Preferred Pickup Time ${messages.driverDetails.fieldRequired}`);
    expect(customFieldProblem(mandatory(byName('Association to Additional Hubs')), [])).toBe(messages.driverDetails.selectAtLeastOne);
  });

  it('lets optional fields stay empty', () => {
    expect(customFieldProblem(byName('Notes'), '')).toBeNull();
    expect(customFieldProblem(byName('Years Driving'), '')).toBeNull();
  });

  it('checks counters, integers, dates and times', () => {
    expect(customFieldProblem(byName('Years Driving'), '12')).toBeNull();
    expect(customFieldProblem(byName('Years Driving'), '-1')).toBe('Years Driving must contain digits only');
    expect(customFieldProblem(byName('Kilometre Allowance'), '250')).toBeNull();
    expect(customFieldProblem(byName('Kilometre Allowance'), '2.5')).toBe('Kilometre Allowance must contain digits only');
    expect(customFieldProblem(byName('Induction Date'), '2024-02-30')).toBe(DATE_FORMAT_MESSAGE);
    expect(customFieldProblem(byName('Induction Date'), '2024-02-29')).toBeNull();
    expect(customFieldProblem(byName('Pickup Time'), '25:00')).toBe(TIME_FORMAT_MESSAGE);
    expect(customFieldProblem(byName('Pickup Time'), '7:45 am')).toBeNull();
    expect(normaliseTime('7:45 am')).toBe('07:45 AM');
  });

  it('offers the times of the spec §5 time picker: every 15 minutes from 7:00 AM to 6:45 AM, and 11:59 PM', () => {
    expect(TIME_OPTIONS.slice(0, 3)).toEqual(['07:00 AM', '07:15 AM', '07:30 AM']);
    expect(TIME_OPTIONS).toContain('12:00 PM');
    expect(TIME_OPTIONS).toContain('12:00 AM');
    expect(TIME_OPTIONS.at(-2)).toBe('06:45 AM');
    expect(TIME_OPTIONS.at(-1)).toBe('11:59 PM');
    expect(TIME_OPTIONS).toHaveLength(97);
    expect(TIME_OPTIONS.every((time) => normaliseTime(time) === time)).toBe(true);
  });
});

describe('toUserTags', () => {
  it('sends every group, empty ones as null, lists as lists, times normalised', () => {
    const groups = [byName('Shift'), byName('Notes'), byName('Trainings'), byName('Pickup Time')];
    expect(toUserTags(groups, { g605: 'Night', g610: '  ', g609: ['Towing'], g607: '7:45 am' })).toEqual([
      { tag_group_name: 'Shift', value: 'Night' },
      { tag_group_name: 'Notes', value: null },
      { tag_group_name: 'Trainings', value: ['Towing'] },
      { tag_group_name: 'Pickup Time', value: '07:45 AM' },
    ]);
  });

  it("leaves the user's own branch and hub out of the additional hubs and the branch always in the additional branches (spec §3)", () => {
    const groups = [byName('Association to Additional Hubs'), byName('Association to Additional Branches')];
    expect(toUserTags(groups, { g612: ['31', '32', '21'], g613: ['22'] }, { branch: '21', hub: '32' })).toEqual([
      { tag_group_name: 'Association to Additional Hubs', value: ['31'] },
      { tag_group_name: 'Association to Additional Branches', value: ['21', '22'] },
    ]);
  });
});

describe('displayCustomValue', () => {
  it('shows toggles as Yes/No, dates as dd/MM/yyyy and association pks by name', () => {
    expect(displayCustomValue(byName('Dangerous Goods'), 'true')).toEqual(['Yes']);
    expect(displayCustomValue(byName('Smoker'), 'false')).toEqual(['No']);
    expect(displayCustomValue(byName('Induction Date'), '2024-02-01')).toEqual(['01/02/2024']);
    expect(displayCustomValue(byName('Notes'), null)).toEqual([]);
    expect(displayCustomValue(byName('Association to Additional Hubs'), ['31'], (pk) => (pk === '31' ? 'Sydney Hub' : pk))).toEqual(['Sydney Hub']);
  });
});
