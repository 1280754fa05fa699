import { bookingMessages, type CalendarBooking, type CalendarVehicle } from '@motorpool/api';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuickBooking, type QuickBookingProps } from './QuickBooking';

const SYDNEY = 'Australia/Sydney';
const vehicles: CalendarVehicle[] = [
  { pk: 1, name: 'Corolla', registrations_num: 'CX01AB', vehicle_class: 'Small car', branch_pk: 21 },
  { pk: 2, name: 'Camry', registrations_num: null, vehicle_class: 'Medium car', branch_pk: 21 },
  { pk: 3, name: 'Hiace', registrations_num: 'VN03AB', vehicle_class: 'Van', branch_pk: 21 },
];
/** The Corolla is out 9 to 11 AM on Monday 23 November 2026 (AEDT, +11:00). */
const corollaOut: CalendarBooking = {
  pk: 101,
  vehicle_pk: 1,
  branch_pk: 21,
  start: '2026-11-22T22:00:00.000Z',
  end: '2026-11-23T00:00:00.000Z',
  status: 'Approved',
  is_hidden: false,
  is_deleted: false,
  driver_name: 'Dana Driver',
  vehicle_name: 'Corolla',
  editable: false,
};
/** 10 to 11 AM on that Monday in Sydney. */
const tenToEleven = { start: Date.parse('2026-11-22T23:00:00Z'), end: Date.parse('2026-11-23T00:00:00Z') };

function renderDialog(props: Partial<QuickBookingProps> = {}) {
  const onSave = vi.fn(async () => null as string | null);
  const onCancel = vi.fn();
  render(
    <QuickBooking
      slot={{ ...tenToEleven, vehiclePk: null }}
      timeZone={SYDNEY}
      vehicles={vehicles}
      bookings={[corollaOut]}
      onSave={onSave}
      onCancel={onCancel}
      {...props}
    />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'New booking' }));
  return { dialog, onSave, onCancel };
}

const optionNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('QuickBooking', () => {
  it('fills in the slot at the branch, in quarter hours, with the row’s vehicle', () => {
    const { dialog } = renderDialog({ slot: { ...tenToEleven, vehiclePk: 3 } });
    expect(dialog.getByLabelText('Vehicle')).toHaveValue('3');
    expect(dialog.getByLabelText('Start')).toHaveValue('2026-11-23T10:00');
    expect(dialog.getByLabelText('End')).toHaveValue('2026-11-23T11:00');
    expect(dialog.getByLabelText('Start')).toHaveAttribute('step', '900');
    expect(dialog.getByLabelText('Purpose of trip (optional)')).toHaveAttribute('maxLength', '200');
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Times at the branch (Australia/Sydney). You are the driver.');
    expect(dialog.getByLabelText('Vehicle')).toHaveFocus();
  });

  it('offers the vehicles free for the times first when the slot names none, and follows the times typed', () => {
    const { dialog } = renderDialog();
    const [free, others] = dialog.getAllByRole('group');
    expect(free).toHaveAccessibleName('Free at these times');
    expect(optionNames(free!)).toEqual(['Camry', 'Hiace (VN03AB)']);
    expect(optionNames(others!)).toEqual(['Corolla (CX01AB)']);
    expect(dialog.getByLabelText('Vehicle')).toHaveValue('2');

    fireEvent.change(dialog.getByLabelText('Start'), { target: { value: '2026-11-23T11:00' } });
    fireEvent.change(dialog.getByLabelText('End'), { target: { value: '2026-11-23T12:00' } });
    expect(dialog.getAllByRole('group')).toHaveLength(1);
    expect(optionNames(dialog.getByRole('group', { name: 'Free at these times' }))).toEqual(['Corolla (CX01AB)', 'Camry', 'Hiace (VN03AB)']);
  });

  it('saves the vehicle, the instants and the trimmed purpose', async () => {
    const user = userEvent.setup();
    const { dialog, onSave } = renderDialog();
    await user.selectOptions(dialog.getByLabelText('Vehicle'), 'Hiace (VN03AB)');
    await user.type(dialog.getByLabelText('Purpose of trip (optional)'), '  Site visit ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ vehiclePk: 3, ...tenToEleven, purposeOfTrip: 'Site visit' });
  });

  it('says what is missing or wrong by the field, without asking the server', async () => {
    const user = userEvent.setup();
    const { dialog, onSave } = renderDialog();
    await user.selectOptions(dialog.getByLabelText('Vehicle'), 'Choose a vehicle');
    fireEvent.change(dialog.getByLabelText('End'), { target: { value: '2026-11-23T09:45' } });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByLabelText('Vehicle')).toHaveAccessibleDescription(bookingMessages.vehicleRequired);
    expect(dialog.getByLabelText('Vehicle')).toHaveFocus();
    expect(dialog.getByLabelText('End')).toHaveAccessibleDescription(bookingMessages.endBeforeStart);
    expect(dialog.getByLabelText('End')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(dialog.getByLabelText('Start'), { target: { value: '' } });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByLabelText('Start')).toHaveAccessibleDescription('Start is required');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps Tab inside; Escape or Cancel closes it', async () => {
    const user = userEvent.setup();
    const { dialog, onCancel } = renderDialog();
    await user.tab({ shift: true });
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(dialog.getByLabelText('Vehicle')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to the cell the slot was chosen on when it closes', () => {
    const dialog = (open: boolean) => (
      <>
        <button type="button">Mon 23 Nov 10:00</button>
        {open && (
          <QuickBooking slot={{ ...tenToEleven, vehiclePk: 1 }} timeZone={SYDNEY} vehicles={vehicles} bookings={[]} onSave={vi.fn()} onCancel={vi.fn()} />
        )}
      </>
    );
    const { rerender } = render(dialog(false));
    const cell = screen.getByRole('button', { name: 'Mon 23 Nov 10:00' });
    cell.focus();
    rerender(dialog(true));
    expect(screen.getByLabelText('Vehicle')).toHaveFocus();
    rerender(dialog(false));
    expect(cell).toHaveFocus();
  });

  it('shows the server’s refusal and keeps what was typed; Saving... while the call runs', async () => {
    const user = userEvent.setup();
    let answer: (title: string | null) => void = () => undefined;
    const onSave = vi.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    const { dialog, onCancel } = renderDialog({ onSave });
    await user.type(dialog.getByLabelText('Purpose of trip (optional)'), 'Airport run');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    answer('Vehicle Camry is already booked from 10:00 to 11:00.');
    expect(await dialog.findByRole('alert')).toHaveTextContent('Vehicle Camry is already booked from 10:00 to 11:00.');
    expect(dialog.getByLabelText('Purpose of trip (optional)')).toHaveValue('Airport run');
    expect(dialog.getByLabelText('Vehicle')).toHaveValue('2');
    expect(dialog.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
