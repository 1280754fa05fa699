import { messages, vehicleMessages, type VehicleWrite } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { vehicleLookups } from '../test-support/master-config-fixtures';
import { branchRefs, corolla, costCentres, vehicleTagGroups } from '../test-support/vehicle-fixtures';
import { ADD_VEHICLE_TITLE, EDIT_VEHICLE_TITLE, VehicleForm, type VehicleFormProps } from './VehicleForm';

function renderForm(props: Partial<VehicleFormProps> = {}) {
  const onSave = vi.fn<(payload: VehicleWrite) => Promise<boolean>>(async () => true);
  const onDelete = vi.fn(async () => undefined);
  const onCancel = vi.fn();
  render(
    <VehicleForm
      branches={branchRefs}
      costCentres={costCentres}
      tagGroups={vehicleTagGroups}
      onSave={onSave}
      onDelete={onDelete}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onSave, onDelete, onCancel };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const errorOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe('VehicleForm', () => {
  it('adds a vehicle in its five sections and sends the payload', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ defaultBranch: 22 });
    expect(screen.getByRole('heading', { name: ADD_VEHICLE_TITLE })).toBeInTheDocument();
    const sections = [...document.querySelectorAll('form > fieldset > legend')].map((legend) => legend.textContent);
    expect(sections).toEqual(['General', 'Specification', 'Costs', 'Pickup', 'Custom Fields']);
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveValue('22');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.type(field('Vehicle Name'), 'Camry Pool 4');
    await user.type(field('Vehicle Class'), 'C');
    await user.type(field('Registration Number'), 'CAM004');
    await user.type(field('Make'), 'Toyota');
    await user.type(field('Seats'), '5');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Fuel Type/ }), 'Hybrid');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Cost Centre/ }), 'Airport Shuttle');
    await user.type(field('Rate per km'), '0.45');
    await user.type(field('Key pickup location'), 'Reception');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Fuel Card Provider/ }), 'Ampol');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      name: 'Camry Pool 4',
      vehicle_class: 'C',
      registrations_num: 'CAM004',
      branch: 22,
      make: 'Toyota',
      seats: 5,
      fuel_type: 'Hybrid',
      cost_centre: 6,
      rate_per_km: 0.45,
      odometer: 0,
      is_active: false,
      extra_data: { key_pickup_location: 'Reception', vehicle_pickup_location: null },
      vehicle_tags: [
        { tag_group_name: 'Tow Bar', value: 'true' },
        { tag_group_name: 'Fuel Card', value: 'Ampol' },
      ],
    });
  });

  it('says what is missing or out of range under each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ tagGroups: [] });
    await user.type(field('Year'), '1900');
    await user.type(field('Odometer'), '{Backspace}-3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf(field('Vehicle Name'))).toBe(vehicleMessages.nameRequired);
    expect(errorOf(field('Vehicle Class'))).toBe(vehicleMessages.classRequired);
    expect(errorOf(field('Registration Number'))).toBe(vehicleMessages.registrationRequired);
    expect(errorOf(screen.getByRole('combobox', { name: 'Branch' }))).toBe(vehicleMessages.branchRequired);
    expect(errorOf(field('Year'))).toBe(vehicleMessages.yearRange);
    expect(errorOf(field('Odometer'))).toBe(vehicleMessages.odometerNegative);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('edits a vehicle with its values, shows the server’s errors on their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <VehicleForm vehicle={corolla} branches={branchRefs} costCentres={costCentres} tagGroups={vehicleTagGroups} onSave={vi.fn()} saving />,
    );
    expect(screen.getByRole('heading', { name: EDIT_VEHICLE_TITLE })).toBeInTheDocument();
    expect(field('Vehicle Name')).toHaveValue('Corolla Pool 1');
    expect(field('Odometer')).toHaveValue('45210');
    expect(screen.getByRole('combobox', { name: /^Cost Centre/ })).toHaveValue('5');
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('button', { name: messages.userForm.saving })).toBeDisabled();
    await user.type(field('Paint'), ' pearl');

    rerender(
      <VehicleForm
        vehicle={corolla}
        branches={branchRefs}
        costCentres={costCentres}
        tagGroups={vehicleTagGroups}
        onSave={vi.fn()}
        serverError={messages.request.invalid}
        fieldErrors={{ registrations_num: vehicleMessages.registrationInUse, 'vehicle_tags.Fuel Card': 'Choose another provider', colour: 'Not a field' }}
      />,
    );
    await waitFor(() => expect(errorOf(field('Registration Number'))).toBe(vehicleMessages.registrationInUse));
    // The refused save lands the keyboard on the first field the server named (react-hook-form focuses its `errors`).
    expect(field('Registration Number')).toHaveFocus();
    expect(errorOf(screen.getByRole('combobox', { name: /^Fuel Card Provider/ }))).toBe('Choose another provider');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.invalid);
    expect(screen.getByRole('alert')).toHaveTextContent('Not a field');
    expect(field('Paint')).toHaveValue('White pearl');
  });

  it('deletes after asking, and Cancel leaves', async () => {
    const user = userEvent.setup();
    const { onDelete, onCancel } = renderForm({ vehicle: corolla });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Corolla Pool 1?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows loading, and a failure with Retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { unmount } = render(<VehicleForm status="loading" branches={[]} costCentres={[]} tagGroups={null} onSave={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading vehicle…');
    unmount();
    render(
      <VehicleForm status="error" loadError={vehicleMessages.notFound} onRetry={onRetry} branches={[]} costCentres={[]} tagGroups={null} onSave={vi.fn()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(vehicleMessages.notFound);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("chooses Class, Make, Model, Paint, Body Type and Fuel Type from the organisation's lists, models by the chosen make", async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ vehicle: corolla, lookups: vehicleLookups });
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name: new RegExp(`^${name}`) }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Vehicle Class')).toEqual(['Select vehicle class', 'C', 'LR', 'MR', 'HR']);
    expect(options('Make')).toEqual(['Select make', 'Hyundai', 'Toyota']);
    expect(options('Model')).toEqual(['Select model', 'Corolla', 'HiLux']);
    // White is no longer a colour of the list: the vehicle keeps it, offered last.
    expect(options('Paint')).toEqual(['Select paint', 'Glacier White', 'Soul Red', 'White']);
    expect(screen.getByRole('combobox', { name: /^Paint/ })).toHaveValue('White');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Make/ }), 'Hyundai');
    expect(options('Model')).toEqual(['Select model', 'Kona']);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Model/ }), 'Kona');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Fuel Type/ }), 'Electric');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ vehicle_class: 'C', make: 'Hyundai', model: 'Kona', paint: 'White', fuel_type: 'Electric' });
  });
});
