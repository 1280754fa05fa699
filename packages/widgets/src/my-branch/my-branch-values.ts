import { MyBranchWrite, type Branch } from '@motorpool/api';
import { validate } from 'superstruct';
import { BUSINESS_HOURS_PATHS, businessHoursFrom, toBusinessHours, type BusinessHoursValues } from '../fields/branch/business-hours';
import { knownPrefix, rulesStruct, textOrNull, type FormFailure } from '../fields/branch/form-rules';
import { HELP_DESK_PATHS, type HelpDeskValues } from '../fields/branch/HelpDeskFields';

/** What a branch manager may change of their own branch (`PUT my-branch/`), shaped like the payload. */
export type MyBranchValues = HelpDeskValues & { business_hours: BusinessHoursValues };

export function myBranchValuesFrom(branch: Branch): MyBranchValues {
  return {
    help_desk_contact_num: branch.help_desk_contact_num ?? '',
    help_desk_email_id: branch.help_desk_email_id ?? '',
    help_desk_custom_message: branch.help_desk_custom_message ?? '',
    extra_data: { tollFreeNumber: branch.extra_data?.tollFreeNumber ?? '', important_note: branch.extra_data?.important_note ?? '' },
    business_hours: businessHoursFrom(branch.business_hours),
  };
}

export function toMyBranchDraft(values: MyBranchValues): Record<string, unknown> {
  return {
    help_desk_contact_num: textOrNull(values.help_desk_contact_num),
    help_desk_email_id: textOrNull(values.help_desk_email_id),
    help_desk_custom_message: textOrNull(values.help_desk_custom_message),
    extra_data: { tollFreeNumber: textOrNull(values.extra_data.tollFreeNumber), important_note: textOrNull(values.extra_data.important_note) },
    business_hours: toBusinessHours(values.business_hours),
  };
}

export function toMyBranchWrite(values: MyBranchValues): MyBranchWrite | null {
  const [failure, payload] = validate(toMyBranchDraft(values), MyBranchWrite);
  return failure ? null : payload;
}

const FIELD_PATHS = new Set<string>([...HELP_DESK_PATHS, ...BUSINESS_HOURS_PATHS]);

/** The field a payload path (`business_hours.monday.closes`, `help_desk_email_id`) names, if any. */
export const myBranchFormPath = (key: string) => knownPrefix(key, FIELD_PATHS);

/** `MyBranchWrite`'s own rules, in its words, on the form's fields. */
export function myBranchFailures(values: MyBranchValues): FormFailure[] {
  const [failure] = validate(toMyBranchDraft(values), MyBranchWrite);
  const failures = new Map<string, string>();
  for (const found of failure?.failures() ?? []) {
    const path = myBranchFormPath(found.path.join('.'));
    if (path && !failures.has(path)) failures.set(path, found.message);
  }
  return [...failures].map(([path, message]) => ({ path, message }));
}

export const myBranchStruct = rulesStruct<MyBranchValues>('myBranch', myBranchFailures);
