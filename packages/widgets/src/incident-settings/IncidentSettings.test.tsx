import { incidentMessages } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accidentType, incidentSettings, incidentTypes } from '../test-support/incident-fixtures';
import { CRITICAL_NOTE, IN_USE_REASON } from './incident-type-rows';
import { IncidentSettings, type IncidentSettingsProps } from './IncidentSettings';

function renderSettings(props: Partial<IncidentSettingsProps> = {}) {
  const handlers = {
    onAdd: vi.fn<IncidentSettingsProps['onAdd']>(async () => true),
    onRename: vi.fn<IncidentSettingsProps['onRename']>(async () => true),
    onSwitch: vi.fn<IncidentSettingsProps['onSwitch']>(),
    onDelete: vi.fn<IncidentSettingsProps['onDelete']>(async () => undefined),
    onSaveSettings: vi.fn<IncidentSettingsProps['onSaveSettings']>(async () => true),
    onRetry: vi.fn(),
  };
  const view = render(<IncidentSettings status="ready" types={incidentTypes} settings={incidentSettings} {...handlers} {...props} />);
  return { ...handlers, ...view };
}

const typesTable = () => screen.getByRole('table', { name: 'Incident types' });
const rowNamed = (text: string) => within(within(typesTable()).getByText(text).closest('tr') as HTMLElement);

describe('IncidentSettings', () => {
  it('lists each type followed by its sub-types, with their switches, and counts them', () => {
    renderSettings();
    const names = within(typesTable())
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.children[0]?.textContent);
    expect(names).toEqual([
      'Accident',
      '↳ Not drivable',
      '↳ Minor collision',
      'Damage',
      '↳ Scratch or dent',
      '↳ Windscreen chipInactive',
      'Traffic offence',
      'Mechanical fault',
      '↳ Warning light',
      'Lost fuel cardInactive',
    ]);
    expect(screen.getByText('5 types, 5 sub-types')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Critical by default: Accident' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Blocks the vehicle: Accident' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Blocks the vehicle: Accident / Not drivable' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Active: Damage / Windscreen chip' })).not.toBeChecked();
  });

  it('turns a switch on a type and on a sub-type', async () => {
    const user = userEvent.setup();
    const { onSwitch } = renderSettings();
    await user.click(screen.getByRole('checkbox', { name: 'Blocks the vehicle: Accident' }));
    await user.click(screen.getByRole('checkbox', { name: 'Active: Damage / Windscreen chip' }));
    await user.click(screen.getByRole('checkbox', { name: 'Critical by default: Accident / Minor collision' }));
    expect(onSwitch.mock.calls.map(([row, key, on]) => [row.pk, key, on])).toEqual([
      [901, 'blocks_vehicle', true],
      [922, 'is_active', true],
      [912, 'is_critical_default', true],
    ]);
  });

  it('holds a row’s switches while its change is saved', () => {
    renderSettings({ updating: 901 });
    expect(screen.getByRole('checkbox', { name: 'Active: Accident' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Active: Damage' })).toBeEnabled();
  });

  it('adds a type, or a sub-type under the type chosen, after checking the name', async () => {
    const user = userEvent.setup();
    const { onAdd } = renderSettings();
    const form = within(screen.getByRole('form', { name: 'Add an incident type' }));
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(form.getByRole('textbox', { name: 'New incident type' })).toHaveAccessibleDescription(incidentMessages.typeNameRequired);
    expect(onAdd).not.toHaveBeenCalled();
    await user.type(form.getByRole('textbox', { name: 'New incident type' }), ' Theft {Enter}');
    expect(onAdd).toHaveBeenLastCalledWith('Theft', null);
    expect(form.getByRole('textbox', { name: 'New incident type' })).toHaveValue('');
    await user.selectOptions(form.getByRole('combobox', { name: 'Sub-type of (optional)' }), 'Accident');
    await user.type(form.getByRole('textbox', { name: 'New sub-type of Accident' }), 'Hit a parked car');
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenLastCalledWith('Hit a parked car', accidentType);
  });

  it('shows the server’s refusal of an add by the name', () => {
    renderSettings({ addError: incidentMessages.typeNameTaken });
    expect(screen.getByRole('textbox', { name: 'New incident type' })).toHaveAccessibleDescription(incidentMessages.typeNameTaken);
  });

  it('renames a sub-type in place, and shows a refusal there', async () => {
    const user = userEvent.setup();
    const { onRename, rerender, onAdd, onSwitch, onDelete, onSaveSettings } = renderSettings();
    onRename.mockResolvedValueOnce(false);
    await user.click(screen.getByRole('button', { name: 'Rename Accident / Minor collision' }));
    const field = screen.getByRole('textbox', { name: 'Rename Accident / Minor collision' });
    await user.clear(field);
    await user.type(field, 'Not drivable{Enter}');
    const [row, name] = onRename.mock.calls[0] ?? [];
    expect(row?.parent?.pk).toBe(901);
    expect(name).toBe('Not drivable');
    rerender(
      <IncidentSettings
        status="ready"
        types={incidentTypes}
        settings={incidentSettings}
        renameError={incidentMessages.typeNameTaken}
        {...{ onAdd, onRename, onSwitch, onDelete, onSaveSettings }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Rename Accident / Minor collision' })).toHaveAccessibleDescription(incidentMessages.typeNameTaken);
  });

  it('deletes a type no incident uses after a confirmation, and says to deactivate one in use', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderSettings();
    const inUse = screen.getByRole('button', { name: 'Delete Accident' });
    expect(inUse).toHaveAttribute('aria-disabled', 'true');
    expect(inUse).toHaveAccessibleDescription(IN_USE_REASON);
    await user.click(inUse);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(rowNamed('Lost fuel card').getByRole('button', { name: 'Delete Lost fuel card' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Lost fuel card?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(onDelete.mock.calls[0]?.[0].pk).toBe(905);
  });

  it('saves who is notified; branch and hub managers always hear of a critical incident', async () => {
    const user = userEvent.setup();
    const { onSaveSettings } = renderSettings({ settings: { notify_on_new: ['branch_manager'], notify_on_critical: ['branch_manager', 'hub_manager'] } });
    const critical = within(screen.getByRole('group', { name: 'Notify of a critical incident' }));
    expect(critical.getByRole('checkbox', { name: 'Branch managers' })).toBeChecked();
    expect(critical.getByRole('checkbox', { name: 'Branch managers' })).toBeDisabled();
    expect(critical.getByRole('checkbox', { name: 'Hub managers' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Notify of a critical incident' })).toHaveAccessibleDescription(CRITICAL_NOTE);
    await user.click(critical.getByRole('checkbox', { name: 'Admins' }));
    const onNew = within(screen.getByRole('group', { name: 'Notify of a new incident' }));
    await user.click(onNew.getByRole('checkbox', { name: 'Branch managers' }));
    await user.click(onNew.getByRole('checkbox', { name: 'Admins' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSaveSettings).toHaveBeenCalledWith({ notify_on_new: ['admin'], notify_on_critical: ['branch_manager', 'hub_manager', 'admin'] });
  });

  it('shows the server’s field errors on their groups and its title above them', () => {
    renderSettings({
      settingsError: 'Check the highlighted fields.',
      settingsFieldErrors: { notify_on_new: 'Expected one of branch_manager, hub_manager or admin.' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    expect(screen.getByRole('group', { name: 'Notify of a new incident' })).toHaveAccessibleDescription(
      'Expected one of branch_manager, hub_manager or admin.',
    );
  });

  it('shows everything, unchangeable, to a viewer who does not set up incidents', () => {
    renderSettings({ canManage: false });
    expect(screen.queryByRole('form', { name: 'Add an incident type' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Accident' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Active: Accident' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Notify of a new incident' })).getByRole('checkbox', { name: 'Admins' })).toBeDisabled();
  });

  it('shows the load’s failure with Retry', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderSettings({ status: 'error', error: 'You do not have permission to perform this action.', types: [], settings: null });
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to perform this action.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
