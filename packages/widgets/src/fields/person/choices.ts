import type { ChoiceOption } from '../../ui/choice-group/ChoiceGroup';

/** A record of one of the organisation's lists (branch, hub, cost centre, department, role), as the choices offer it. */
export type NamedOption = { pk: number; name: string };

export const toChoices = (list: readonly NamedOption[]): ChoiceOption[] => list.map((item) => ({ value: String(item.pk), label: item.name }));

/** A list's choices, plus those held that it lacks (an inactive branch), so a held value is never lost by saving. */
export function withHeld(choices: ChoiceOption[], held: readonly (NamedOption | null | undefined)[]): ChoiceOption[] {
  const missing = held.filter((item): item is NamedOption => !!item && !choices.some((choice) => choice.value === String(item.pk)));
  return [...choices, ...toChoices(missing)];
}
