import { describe, expect, it } from 'vitest';
import { ADDITIONAL_BRANCHES_GROUP, ADDITIONAL_HUBS_GROUP, messages } from '@motorpool/api';
import { assertTagGroupMutable, SPECIAL_GROUP_LOCKED, type TagGroupRow } from '../src/custom-fields/groups';
import { changedSpecialGroups, checkUserTags, DATE_FORMAT_MESSAGE, TIME_FORMAT_MESSAGE, type TagCheckContext } from '../src/custom-fields/check';
import { userTagsOf } from '../src/custom-fields/values';
import { HttpError } from '../src/http/errors';

let nextId = 1;
function group(name: string, tagDataType: string, tags: string[] = [], extra: Partial<TagGroupRow> = {}): TagGroupRow {
  return {
    id: nextId++,
    organisationId: 1,
    tagType: 'user',
    tagGroupName: name,
    label: name,
    tagDataType,
    tags,
    description: null,
    isMandatory: false,
    showTooltip: false,
    isBookingApproval: false,
    isCustomizable: true,
    isSpecial: false,
    createdAt: new Date(),
    ...extra,
  };
}

const GROUPS = {
  select: group('Uniform Size', 'textselect', ['S', 'M', 'L']),
  free: group('Nickname', 'free_text_field', ['Driver']),
  text: group('Notes', 'text'),
  counter: group('Parking Bay', 'counter', ['0']),
  integer: group('Years Driving', 'integer'),
  toggle: group('Forklift Certified', 'toggle', ['false']),
  boolean: group('First Aid', 'boolean'),
  choice: group('Shift', 'textchoice', ['Day', 'Night']),
  date: group('Induction Date', 'date'),
  time: group('Shift Start', 'time', ['07:00 AM']),
  multi: group('Security Clearance', 'multitextselect', ['Baseline', 'NV1', 'NV2']),
  hubs: group(ADDITIONAL_HUBS_GROUP, 'multitextselect', [], { isSpecial: true, isCustomizable: false }),
  branches: group(ADDITIONAL_BRANCHES_GROUP, 'multitextselect', [], { isSpecial: true, isCustomizable: false }),
};
const ALL = Object.values(GROUPS);
const HUB = 10;
const OTHER_HUB = 11;
const BRANCH = 20;
const OTHER_BRANCH = 21;

function context(overrides: Partial<TagCheckContext> = {}): TagCheckContext {
  return {
    groups: ALL,
    stored: new Map(),
    own: { branchId: BRANCH, hubId: HUB },
    branches: [
      { id: HUB, branchType: 'hub' },
      { id: OTHER_HUB, branchType: 'hub' },
      { id: BRANCH, branchType: 'branch' },
      { id: OTHER_BRANCH, branchType: 'branch' },
    ],
    enforceMandatory: true,
    ...overrides,
  };
}

const check = (tags: { tag_group_name: string; value: string | string[] | null }[], overrides: Partial<TagCheckContext> = {}) =>
  checkUserTags(tags, context(overrides));
const field = (name: string) => `user_tags.${name}`;

describe('user tag values (spec §3)', () => {
  it('accepts a well-formed value of every data type and stores single values as one-element lists', () => {
    const { fields, writes } = check([
      { tag_group_name: 'Uniform Size', value: 'M' },
      { tag_group_name: 'Nickname', value: '  Ace  ' },
      { tag_group_name: 'Notes', value: 'Prefers automatics' },
      { tag_group_name: 'Parking Bay', value: '42' },
      { tag_group_name: 'Years Driving', value: '7' },
      { tag_group_name: 'Forklift Certified', value: 'true' },
      { tag_group_name: 'First Aid', value: 'false' },
      { tag_group_name: 'Shift', value: 'Night' },
      { tag_group_name: 'Induction Date', value: '2024-02-29' },
      { tag_group_name: 'Shift Start', value: '7:30 pm' },
      { tag_group_name: 'Security Clearance', value: ['NV1', 'Baseline', 'NV1'] },
    ]);
    expect(fields).toEqual({});
    expect(writes.get(GROUPS.select.id)).toEqual(['M']);
    expect(writes.get(GROUPS.free.id)).toEqual(['Ace']);
    expect(writes.get(GROUPS.counter.id)).toEqual(['42']);
    expect(writes.get(GROUPS.toggle.id)).toEqual(['true']);
    expect(writes.get(GROUPS.date.id)).toEqual(['2024-02-29']);
    expect(writes.get(GROUPS.time.id)).toEqual(['07:30 PM']);
    expect(writes.get(GROUPS.multi.id)).toEqual(['NV1', 'Baseline']);
  });

  it('names the group case-insensitively and refuses unknown groups', () => {
    expect(check([{ tag_group_name: 'uniform size', value: 'S' }]).fields).toEqual({});
    expect(check([{ tag_group_name: 'Shoe Size', value: '9' }]).fields).toEqual({ [field('Shoe Size')]: messages.field.unknown });
  });

  it.each([
    ['Uniform Size', 'XL', 'XL is not one of the options'],
    ['Shift', 'Evening', 'Evening is not one of the options'],
    ['Security Clearance', ['NV1', 'Top Secret'], messages.field.invalid],
    ['Forklift Certified', 'yes', messages.field.invalid],
    ['First Aid', 'TRUE', messages.field.invalid],
    ['Parking Bay', '4a', 'Parking Bay must contain digits only'],
    ['Years Driving', '-3', 'Years Driving must contain digits only'],
    ['Induction Date', '29/02/2024', DATE_FORMAT_MESSAGE],
    ['Induction Date', '2023-02-29', DATE_FORMAT_MESSAGE],
    ['Shift Start', '19:30', TIME_FORMAT_MESSAGE],
    ['Shift Start', '13:00 PM', TIME_FORMAT_MESSAGE],
    ['Notes', 'x'.repeat(501), 'Notes must be at most 500 characters'],
    // A list where one value belongs, and the other way round.
    ['Uniform Size', ['M'], messages.field.invalid],
    ['Security Clearance', 'NV1', messages.field.invalid],
  ])('refuses %s = %j with "%s"', (name, value, message) => {
    expect(check([{ tag_group_name: name, value }]).fields).toEqual({ [field(name)]: message });
  });

  it('clears a value given empty', () => {
    const stored = new Map([[GROUPS.select.id, ['M']]]);
    const { fields, writes } = check([{ tag_group_name: 'Uniform Size', value: '' }], { stored });
    expect(fields).toEqual({});
    expect(writes.get(GROUPS.select.id)).toBeNull();
  });
});

describe('mandatory user tags', () => {
  const mandatory = (base: TagGroupRow) => ({ ...base, isMandatory: true });

  it('asks for a value with the spec §5 custom-field messages', () => {
    const groups = [mandatory(GROUPS.date), mandatory(GROUPS.multi), mandatory(GROUPS.text)];
    expect(checkUserTags([], context({ groups })).fields).toEqual({
      [field('Induction Date')]: messages.driverDetails.fieldRequired,
      [field('Security Clearance')]: messages.driverDetails.selectAtLeastOne,
      [field('Notes')]: messages.driverDetails.fieldRequired,
    });
    expect(
      checkUserTags(
        [
          { tag_group_name: 'Notes', value: '   ' },
          { tag_group_name: 'Security Clearance', value: [] },
          { tag_group_name: 'Induction Date', value: null },
        ],
        context({ groups }),
      ).fields,
    ).toEqual({
      [field('Notes')]: messages.driverDetails.cannotBeEmpty,
      [field('Security Clearance')]: messages.driverDetails.selectAtLeastOne,
      [field('Induction Date')]: messages.driverDetails.fieldRequired,
    });
  });

  it('counts a stored value and the first-tag default as a value', () => {
    const groups = [mandatory(GROUPS.date), mandatory(GROUPS.toggle), mandatory(GROUPS.time)];
    expect(checkUserTags([], context({ groups, stored: new Map([[GROUPS.date.id, ['2024-01-01']]]) })).fields).toEqual({});
  });

  it('checks mandatory groups only when asked (a partial update that leaves tags alone)', () => {
    expect(checkUserTags([], context({ groups: [mandatory(GROUPS.date)], enforceMandatory: false })).fields).toEqual({});
  });
});

describe('the special groups', () => {
  it('hold hub pks without the own hub or branch, and branch pks with the own branch', () => {
    const { fields, writes } = check([
      { tag_group_name: ADDITIONAL_HUBS_GROUP, value: [String(OTHER_HUB), String(HUB)] },
      { tag_group_name: ADDITIONAL_BRANCHES_GROUP, value: [String(OTHER_BRANCH)] },
    ]);
    expect(fields).toEqual({});
    expect(writes.get(GROUPS.hubs.id)).toEqual([String(OTHER_HUB)]);
    expect(writes.get(GROUPS.branches.id)).toEqual([String(BRANCH), String(OTHER_BRANCH)]);
  });

  it("refuses branches that are not the organisation's, and branches that are not hubs in the hubs group", () => {
    expect(check([{ tag_group_name: ADDITIONAL_HUBS_GROUP, value: [String(OTHER_BRANCH)] }]).fields).toEqual({
      [field(ADDITIONAL_HUBS_GROUP)]: messages.field.invalid,
    });
    expect(check([{ tag_group_name: ADDITIONAL_BRANCHES_GROUP, value: ['999'] }]).fields).toEqual({
      [field(ADDITIONAL_BRANCHES_GROUP)]: messages.field.invalid,
    });
  });

  it("are not the self-service saver's to change: a changed value is refused, one sent back as read passes", () => {
    const stored = new Map([
      [GROUPS.hubs.id, [String(OTHER_HUB)]],
      [GROUPS.branches.id, [String(BRANCH), String(OTHER_BRANCH)]],
    ]);
    const self = { stored, selfService: true };
    // Sent back as read, reordered, repeated, or with the own hub and branch in or out: nothing changes.
    const asRead = check(
      [
        { tag_group_name: ADDITIONAL_HUBS_GROUP, value: [String(OTHER_HUB), String(OTHER_HUB), String(HUB)] },
        { tag_group_name: ADDITIONAL_BRANCHES_GROUP, value: [String(OTHER_BRANCH)] },
        { tag_group_name: 'Uniform Size', value: 'L' },
      ],
      self,
    );
    expect(asRead.fields).toEqual({});
    expect([...asRead.writes.keys()]).toEqual([GROUPS.select.id]);

    const granted = check(
      [
        { tag_group_name: ADDITIONAL_HUBS_GROUP.toUpperCase(), value: [String(OTHER_HUB), '999'] },
        { tag_group_name: ADDITIONAL_BRANCHES_GROUP, value: [] },
      ],
      self,
    );
    expect(granted.fields).toEqual({
      [field(ADDITIONAL_HUBS_GROUP)]: messages.userForm.associationLocked,
      [field(ADDITIONAL_BRANCHES_GROUP)]: messages.userForm.associationLocked,
    });
    expect(changedSpecialGroups([{ tag_group_name: ADDITIONAL_HUBS_GROUP, value: [String(OTHER_HUB)] }], context({ stored })).map((group) => group.id)).toEqual(
      [],
    );
    expect(changedSpecialGroups([{ tag_group_name: ADDITIONAL_HUBS_GROUP, value: null }], context({ stored })).map((group) => group.id)).toEqual([
      GROUPS.hubs.id,
    ]);
  });

  it('never block a self-service save when mandatory and empty, as the member cannot fill them', () => {
    const groups = [GROUPS.hubs, GROUPS.select].map((base) => ({ ...base, isMandatory: true }));
    expect(checkUserTags([{ tag_group_name: 'Uniform Size', value: 'M' }], context({ groups, selfService: true })).fields).toEqual({});
    // An administrator's save still has to fill them.
    expect(checkUserTags([{ tag_group_name: 'Uniform Size', value: 'M' }], context({ groups })).fields).toEqual({
      [field(ADDITIONAL_HUBS_GROUP)]: messages.driverDetails.selectAtLeastOne,
    });
  });

  it('cannot be edited or deleted', () => {
    expect(() => assertTagGroupMutable(GROUPS.hubs)).toThrow(HttpError);
    expect(() => assertTagGroupMutable(GROUPS.branches)).toThrow(SPECIAL_GROUP_LOCKED);
    expect(() => assertTagGroupMutable(GROUPS.select)).not.toThrow();
  });
});

describe('values as the Employee response carries them', () => {
  it('defaults from the first tag for toggle, free text, counter, textselect, textchoice and time only', () => {
    const tags = Object.fromEntries(userTagsOf(ALL, undefined).map((tag) => [tag.tag_group_name, tag.value]));
    expect(tags).toEqual({
      'Uniform Size': 'S',
      Nickname: 'Driver',
      Notes: null,
      'Parking Bay': '0',
      'Years Driving': null,
      'Forklift Certified': 'false',
      'First Aid': null,
      Shift: 'Day',
      'Induction Date': null,
      'Shift Start': '07:00 AM',
      'Security Clearance': [],
      [ADDITIONAL_HUBS_GROUP]: [],
      [ADDITIONAL_BRANCHES_GROUP]: [],
    });
    const held = userTagsOf(
      [GROUPS.select, GROUPS.multi],
      new Map([
        [GROUPS.select.id, ['L']],
        [GROUPS.multi.id, ['NV2']],
      ]),
    );
    expect(held).toEqual([
      { tag_group_name: 'Uniform Size', value: 'L' },
      { tag_group_name: 'Security Clearance', value: ['NV2'] },
    ]);
  });
});
