import type { TagGroup } from '@motorpool/api';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormCustomField } from '../fields/custom/FormCustomField';
import { customFieldControl, customFieldKey } from '../fields/custom/custom-fields';
import { toChoices } from '../fields/person/choices';
import type { UserFormOptions } from './store';
import type { UserFormValues } from './user-form-values';

type Props = {
  groups: readonly TagGroup[];
  options: UserFormOptions;
  editable: (path: string) => boolean;
  errorAt: (path: string) => string | undefined;
  fieldId: (path: string) => string;
  /** Off ('Enable Hubs'), a field of hubs is not shown; its values are kept as read. */
  hubsEnabled: boolean;
};

/**
 * The organisation's custom fields of a user. A field of branches locks the
 * user's own branch in; a field of hubs leaves out their own branch and hub.
 */
export function UserCustomFields({ groups, options, editable, errorAt, fieldId, hubsEnabled }: Props) {
  const { control } = useFormContext<UserFormValues>();
  const [ownBranch, ownHub] = useWatch({ control, name: ['branch', 'hub'] });
  return groups.map((group) => {
    const path = `custom.${customFieldKey(group)}` as const;
    const kind = customFieldControl(group);
    if (kind === 'hubs' && !hubsEnabled) return null;
    const branchOptions =
      kind === 'hubs'
        ? toChoices(options.hubs).filter((hub) => hub.value !== ownBranch && hub.value !== ownHub)
        : toChoices(options.branches).map((branch) => ({ ...branch, locked: branch.value === ownBranch }));
    return <FormCustomField key={group.pk} group={group} id={fieldId(path)} error={errorAt(path)} disabled={!editable(path)} branchOptions={branchOptions} />;
  });
}
