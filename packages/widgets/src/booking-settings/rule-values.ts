import { NOTIFYING_RULES, RULE_RECIPIENTS, type BookingRules, type NotifyingRule, type RuleRecipient } from '@motorpool/api';
import { RULE_GROUPS, type ListRule, type NumberRule, type SwitchRule } from './rule-catalogue';

/** What the form holds: numbers as typed, lists as one entry a line. */
export type RuleValues = {
  numbers: Record<NumberRule, string>;
  switches: Record<SwitchRule, boolean>;
  lists: Record<ListRule, string>;
  default_booking_type: string;
  recipients: Record<NotifyingRule, string[]>;
};

export const WHOLE_NUMBER = 'Enter a whole number';

const fields = RULE_GROUPS.flatMap((group) => group.fields);
const numberKeys = fields.flatMap((field) => (field.kind === 'number' ? [field.key] : []));
const switchKeys = fields.flatMap((field) => (field.kind === 'switch' ? [field.key] : []));
const listKeys = fields.flatMap((field) => (field.kind === 'list' ? [field.key] : []));

export function valuesOf(rules: BookingRules): RuleValues {
  return {
    numbers: Object.fromEntries(numberKeys.map((key) => [key, String(rules[key])])) as Record<NumberRule, string>,
    switches: Object.fromEntries(switchKeys.map((key) => [key, rules[key]])) as Record<SwitchRule, boolean>,
    lists: Object.fromEntries(listKeys.map((key) => [key, rules[key].join('\n')])) as Record<ListRule, string>,
    default_booking_type: rules.default_booking_type,
    recipients: Object.fromEntries(NOTIFYING_RULES.map((rule) => [rule, [...rules.recipients[rule]]])) as Record<NotifyingRule, string[]>,
  };
}

/** A list field's entries: one a line, trimmed, blank lines and repeats dropped. */
export const entriesOf = (text: string) => [...new Set(text.split('\n').map((line) => line.trim()))].filter((line) => line !== '');

const isRecipient = (value: string): value is RuleRecipient => (RULE_RECIPIENTS as readonly string[]).includes(value);

/**
 * The rules the form asks for, or the fields a whole number is missing
 * from (keyed as the form keys them); ranges and the default type are the
 * server's to refuse, by the field.
 */
export function rulesOf(values: RuleValues): { rules: BookingRules } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const numbers = Object.fromEntries(
    numberKeys.map((key) => {
      const text = values.numbers[key].trim();
      if (!/^\d+$/.test(text)) errors[key] = WHOLE_NUMBER;
      return [key, Number(text)];
    }),
  ) as Record<NumberRule, number>;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    rules: {
      ...numbers,
      ...values.switches,
      booking_types: entriesOf(values.lists.booking_types),
      purposes_of_trip: entriesOf(values.lists.purposes_of_trip),
      default_booking_type: values.default_booking_type.trim(),
      recipients: Object.fromEntries(NOTIFYING_RULES.map((rule) => [rule, values.recipients[rule].filter(isRecipient)])) as BookingRules['recipients'],
    },
  };
}
