import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { TagGroup } from '@motorpool/api';
import { useId, useMemo, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { messageAt } from '../fields/branch/form-rules';
import { FormCustomField } from '../fields/custom/FormCustomField';
import { customFieldKey, customFieldLabel, displayCustomValue } from '../fields/custom/custom-fields';
import * as formStyles from '../ui/form/form.css';
import type { NamedOption } from '../fields/person/named-option';
import {
  isAssociationGroup,
  otherDetailsPayload,
  otherDetailsStruct,
  otherDetailsValuesFrom,
  placeTagErrors,
  type OtherDetailsValues,
} from './profile-details-values';
import { PROFILE_DETAILS_TEXT, ProfileTabFormBody, ProfileTabFrame, useProfileTabForm, type ProfileTabProps } from './ProfileDetailsFrame';
import * as styles from './ProfileDetails.css';

export const OTHER_DETAILS_TAB_TITLE = 'Other Details';
export const NO_CUSTOM_FIELDS_TEXT = 'Your organisation asks for no other details.';
export const ASSOCIATION_HINT = 'Set by an administrator of your organisation.';

export type OtherDetailsProps = ProfileTabProps & {
  /** The organisation's user custom fields (`tags/?tag_type=user`). */
  tagGroups: readonly TagGroup[];
  /** Branches and hubs by pk, to name the 'Association to Additional Hubs / Branches' values. */
  branches?: readonly NamedOption[];
};

function OtherDetailsForm(tab: OtherDetailsProps) {
  const { employee = null, tagGroups, branches = [], fieldErrors } = tab;
  const id = useId();

  const groupsRef = useRef(tagGroups);
  groupsRef.current = tagGroups;
  const resolver = useMemo(() => superstructResolver(otherDetailsStruct(() => groupsRef.current)), []);

  const initialValues = useMemo(() => otherDetailsValuesFrom(employee, tagGroups), [employee, tagGroups]);
  const placement = useMemo(() => placeTagErrors(fieldErrors, tagGroups), [fieldErrors, tagGroups]);
  const payloadOf = (values: OtherDetailsValues) => otherDetailsPayload(values, tagGroups);
  const { form, editable, body } = useProfileTabForm({ tab, initialValues, resolver, placement, payloadOf, savedText: PROFILE_DETAILS_TEXT.otherSaved });
  const errorAt = (path: string) => messageAt(form.formState.errors, path);

  if (tagGroups.length === 0) {
    return <p className={styles.status}>{NO_CUSTOM_FIELDS_TEXT}</p>;
  }

  const stored = employee?.employee_details?.employees_extension.user_tags ?? [];
  const nameOf = (pk: string) => branches.find((branch) => String(branch.pk) === pk)?.name ?? pk;
  const hasEditableGroups = tagGroups.some((group) => !isAssociationGroup(group));

  return (
    <FormProvider {...form}>
      <ProfileTabFormBody {...body} savable={hasEditableGroups}>
        <div className={styles.grid}>
          {tagGroups.map((group) => {
            const path = `custom.${customFieldKey(group)}` as const;
            const fieldId = `${id}-${customFieldKey(group)}`;
            if (isAssociationGroup(group)) {
              const held = stored.find((tag) => tag.tag_group_name === group.tag_group_name)?.value ?? null;
              return (
                <Association
                  key={group.pk}
                  id={fieldId}
                  label={customFieldLabel(group)}
                  items={displayCustomValue(group, held, nameOf)}
                  error={errorAt(path)}
                />
              );
            }
            return <FormCustomField key={group.pk} group={group} id={fieldId} error={errorAt(path)} disabled={!editable} />;
          })}
        </div>
      </ProfileTabFormBody>
    </FormProvider>
  );
}

/**
 * The profile's Other Details (spec §2 `/profile/other-details`): the
 * organisation's user custom fields with the person's values, mandatory ones
 * required in the words of spec §5. The hubs and branches a person is
 * associated with are shown, not changed: an administrator assigns them.
 */
export function OtherDetails(props: OtherDetailsProps) {
  return <ProfileTabFrame title={OTHER_DETAILS_TAB_TITLE} tab={props} form={OtherDetailsForm} />;
}

type AssociationProps = { id: string; label: string; items: readonly string[]; error?: string };

/** The hubs or branches a person is associated with, by name. */
function Association({ id, label, items, error }: AssociationProps) {
  const noteId = `${id}-note`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a read-only list of names under its label, with no fields to gather in a fieldset.
    <div className={styles.association} role="group" aria-labelledby={`${id}-label`} aria-describedby={noteId}>
      <span id={`${id}-label`} className={styles.associationLabel}>
        {label}
      </span>
      {items.length === 0 ? (
        <span>None</span>
      ) : (
        <ul className={styles.associationList}>
          {items.map((item) => (
            <li key={item} className={styles.associationItem}>
              {item}
            </li>
          ))}
        </ul>
      )}
      <p id={noteId} className={error ? formStyles.error : formStyles.fieldHint}>
        {error ?? ASSOCIATION_HINT}
      </p>
    </div>
  );
}
