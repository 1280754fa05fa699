import { BRANCH_TYPES, messages, type Branch, type BranchWrite, type PersonRef, type TagGroup } from '@motorpool/api';
import type { Infer } from 'superstruct';
import { useId, type ReactNode } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { controlAria, FormField } from '../ui/field/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import { BusinessHoursEditor } from '../fields/branch/BusinessHoursEditor';
import { CountrySelect } from '../fields/branch/CountrySelect';
import { CustomFieldsSection } from '../fields/branch/CustomFieldsSection';
import { FormSection } from '../fields/branch/FormSection';
import { HelpDeskFields } from '../fields/branch/HelpDeskFields';
import { BRANCH_LABELS, BRANCH_TYPE_LABELS } from '../fields/branch/labels';
import * as layout from '../fields/branch/layout.css';
import { RecordFormPanel } from '../fields/branch/LoadState';
import { CheckboxGroup, RadioGroup } from '../ui/choice-group/ChoiceGroup';
import type { ThemeName } from '../theme/theme-names';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';
import { UNPLACED_PATH, wantsAirportTags } from './branch-form-values';
import { BranchCheckbox, BranchTextArea, BranchTextInput, BranchTimezoneField, type AreaPath, type TextPath } from './BranchInputs';
import * as styles from './BranchForm.css';
import { RowListField } from './RowListField';
import { useBranchForm } from './use-branch-form';

type Person = Infer<typeof PersonRef>;

export type BranchFormStatus = 'loading' | 'ready' | 'error';

export type BranchFormProps = {
  /** The branch or hub being edited; none to add one. */
  branch?: Branch | null;
  /** `loading` and `error` concern the branch and the lists the form needs before it can show. */
  status?: BranchFormStatus;
  loadError?: string | null;
  onRetry?: () => void;
  /** The organisation's branch custom fields; null while unknown (then a save leaves them as they are). */
  tagGroups: TagGroup[] | null;
  /** Members who may manage a branch (`GET branch-managers/`). */
  managers: Person[];
  /** Why a list could not be loaded, shown at its field. */
  optionErrors?: { tagGroups?: string; managers?: string };
  saving?: boolean;
  /** The server's title for the last failed save. */
  serverError?: string | null;
  /** Server field errors by payload path (`business_hours.monday.closes`), placed on their fields. */
  fieldErrors?: Record<string, string> | null;
  /** Resolve `true` once saved; anything else leaves every value as typed. */
  onSave: (payload: BranchWrite) => Promise<boolean> | boolean | void;
  onCancel?: () => void;
  theme?: ThemeName;
  /** Shown under the form of an existing branch: its holidays. */
  children?: ReactNode;
  /**
   * The organisation works with hubs ('Enable Hubs'; true by default). Off,
   * the Type choice goes and a new one is a branch; the server refuses a
   * save of an existing hub with its own title.
   */
  hubsEnabled?: boolean;
};

export const ADD_BRANCH_TITLE = 'Add Branch';
export const EDIT_BRANCH_TITLE = 'Edit Branch';
export const EDIT_HUB_TITLE = 'Edit Hub';
export const BRANCH_LOAD_FAILED = 'The branch could not be loaded.';

/**
 * Add and edit a branch or hub (spec §3 Branch / hub): details, time zone,
 * business hours, help desk, pickup details, links, custom fields (with the
 * airport tags while 'Flight Details Required' is Yes), managers and the
 * active flag. A failed save keeps everything as typed and shows the
 * server's messages on their fields. No HTTP.
 */
export function BranchForm(props: BranchFormProps) {
  const { branch } = props;
  const title = !branch ? ADD_BRANCH_TITLE : branch.branch_type === 'hub' ? EDIT_HUB_TITLE : EDIT_BRANCH_TITLE;
  return (
    <RecordFormPanel record={props} title={title} loadingText="Loading branch…" fallbackError={BRANCH_LOAD_FAILED}>
      <BranchFormBody {...props} />
    </RecordFormPanel>
  );
}

const TYPE_OPTIONS = BRANCH_TYPES.map((type) => ({ value: type, label: BRANCH_TYPE_LABELS[type] }));

function BranchFormBody({
  branch = null,
  tagGroups: groups,
  managers,
  optionErrors = {},
  saving = false,
  serverError,
  fieldErrors,
  onSave,
  onCancel,
  children,
  hubsEnabled = true,
}: BranchFormProps) {
  const id = useId();
  const { form, submit, placement, errorAt, fieldId } = useBranchForm({ branch, groups, fieldErrors, onSave });
  const { control } = form;

  const custom = useWatch({ control, name: 'custom' });
  const showAirportTags = wantsAirportTags({ custom }, groups);
  const textField = (path: TextPath, label: string, options: { optional?: boolean; hint?: string; inputMode?: 'numeric' } = {}) => (
    <BranchTextInput id={fieldId(path)} path={path} label={label} error={errorAt(path)} {...options} />
  );
  const textArea = (path: AreaPath, label: string, hint?: string) => (
    <BranchTextArea id={fieldId(path)} path={path} label={label} error={errorAt(path)} hint={hint} />
  );

  return (
    <>
      <FormAlert messages={[serverError, errorAt(UNPLACED_PATH), ...placement.unplaced]} />
      <FormProvider {...form}>
        <form part="form" className={layout.form} noValidate onSubmit={submit} aria-busy={saving || undefined}>
          <FormSection title="Branch Details">
            {textField('name', BRANCH_LABELS.name)}
            {hubsEnabled && (
              <Controller
                control={control}
                name="branch_type"
                render={({ field }) => (
                  <RadioGroup
                    id={fieldId('branch_type')}
                    name={field.name}
                    legend={BRANCH_LABELS.branch_type}
                    options={TYPE_OPTIONS}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errorAt('branch_type')}
                  />
                )}
              />
            )}
            <div className={layout.wide}>{textField('address', BRANCH_LABELS.address, { optional: true })}</div>
            <Controller
              control={control}
              name="address_features.country"
              render={({ field }) => {
                const error = errorAt('address_features.country');
                return (
                  <FormField id={fieldId(field.name)} label={BRANCH_LABELS.country} optional error={error}>
                    <CountrySelect
                      id={fieldId(field.name)}
                      {...controlAria(fieldId(field.name), { error })}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  </FormField>
                );
              }}
            />
            {textField('address_features.state', BRANCH_LABELS.state, { optional: true, hint: 'As the holiday calendar names it, for example NSW' })}
            <BranchTimezoneField id={fieldId('branch_timezone')} error={errorAt('branch_timezone')} />
            <Controller
              control={control}
              name="branch_manager"
              render={({ field }) => (
                <CheckboxGroup
                  id={fieldId('branch_manager')}
                  name={field.name}
                  legend={BRANCH_LABELS.branch_manager}
                  optional
                  error={errorAt('branch_manager') ?? optionErrors.managers}
                  emptyText="No one can manage a branch yet"
                  options={withHeldManagers(managers, branch).map((person) => ({
                    value: String(person.pk),
                    label: person.role ? `${person.name} (${person.role})` : person.name,
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            <div className={styles.flags}>
              <BranchCheckbox path="is_active" label={BRANCH_LABELS.is_active} />
              <BranchCheckbox path="is_notify" label={BRANCH_LABELS.is_notify} />
              <BranchCheckbox path="include_vehicle_doc" label={BRANCH_LABELS.include_vehicle_doc} />
            </div>
          </FormSection>

          <FormSection title={BRANCH_LABELS.business_hours}>
            <div className={layout.wide}>
              <BusinessHoursEditor id={fieldId('business_hours')} />
            </div>
          </FormSection>

          <FormSection title="Help Desk">
            <div className={layout.wide}>
              <BranchCheckbox path="override_company_help_desk" label={BRANCH_LABELS.override_company_help_desk} />
            </div>
            <HelpDeskFields idPrefix={`${id}-help`} />
          </FormSection>

          <FormSection title="Pickup and Other Details">
            <RowListField
              id={fieldId('key_pickup_locations')}
              name="extra_data.key_pickup_locations"
              legend={BRANCH_LABELS.key_pickup_locations}
              noun="key pickup location"
              columns={KEY_PICKUP_COLUMNS}
              emptyRow={{ name: '', details: '' }}
            />
            <RowListField
              id={fieldId('vehicle_pickup_locations')}
              name="extra_data.vehicle_pickup_locations"
              legend={BRANCH_LABELS.vehicle_pickup_locations}
              noun="vehicle pickup location"
              columns={VEHICLE_PICKUP_COLUMNS}
              emptyRow={{ name: '', details: '' }}
            />
            {textField('extra_data.tolerance_time', BRANCH_LABELS.tolerance_time, { optional: true, inputMode: 'numeric' })}
            {textArea('extra_data.details', BRANCH_LABELS.details)}
            <RowListField
              id={fieldId('urls')}
              name="additional_details.urls"
              legend={BRANCH_LABELS.urls}
              noun="link"
              columns={LINK_COLUMNS}
              emptyRow={{ name: '', url: '' }}
            />
          </FormSection>

          <CustomFieldsSection title="Other Details" control={control} groups={groups} listError={optionErrors.tagGroups} fieldId={fieldId} errorAt={errorAt}>
            {showAirportTags && textArea('airport_tags', BRANCH_LABELS.airport_tags, 'Separate tags with commas, for example SYD, T2')}
          </CustomFieldsSection>

          <ActionRow divider>
            <Button type="submit" disabled={saving}>
              {saving ? messages.userForm.saving : 'Save'}
            </Button>
            <Button variant="outline" disabled={saving} onClick={onCancel}>
              Cancel
            </Button>
          </ActionRow>
        </form>
      </FormProvider>
      {children}
    </>
  );
}

const KEY_PICKUP_COLUMNS = [
  { key: 'name', label: 'Key pickup location' },
  { key: 'details', label: 'Key pickup details' },
] as const;

const VEHICLE_PICKUP_COLUMNS = [
  { key: 'name', label: 'Vehicle pickup location' },
  { key: 'details', label: 'Vehicle pickup details' },
] as const;

const LINK_COLUMNS = [
  { key: 'name', label: 'Link name' },
  { key: 'url', label: 'Address', type: 'url' },
] as const;

/** The managers offered, plus any the branch holds that the list no longer has, so a save does not drop them unseen. */
function withHeldManagers(managers: readonly Person[], branch: Branch | null): Person[] {
  const held = (branch?.branch_manager ?? []).filter((person) => !managers.some((candidate) => candidate.pk === person.pk));
  return [...managers, ...held];
}
