import { incidentMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingSubject, fixedNow, personSubject, poolVehicles } from '../test-support/incident-form-fixtures';
import { criticalBlockingIncident, incidentTypes } from '../test-support/incident-fixtures';
import { disallowHints, IncidentForm, type IncidentFormProps } from './IncidentForm';
import { photoMessages } from './photo-rules';

const renderForm = (props: Partial<IncidentFormProps> = {}) => {
  const onSave = vi.fn(async () => true);
  const view = render(<IncidentForm types={incidentTypes} vehicles={poolVehicles} now={fixedNow} onSave={onSave} {...props} />);
  return { ...view, onSave };
};
const errorOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
const image = (name: string, type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('IncidentForm', () => {
  it('reports from a booking: the type’s default ticks Critical, and the report carries the booking and its vehicle', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ subject: bookingSubject });
    expect(screen.getByText('Booking 101 · Dana Driver · 24/11/2026 08:00 AM')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Incident Type' }), 'Accident');
    expect(screen.getByRole('checkbox', { name: 'Critical' })).toBeChecked();
    expect(screen.getByText(disallowHints.confirm)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Sub-type/ }), 'Not drivable');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Hit a pole');
    const odometer = screen.getByRole('textbox', { name: /^Odometer/ });
    expect(odometer).toHaveAttribute('inputmode', 'numeric');
    await user.type(odometer, '45310');
    await user.type(screen.getByRole('textbox', { name: /^Insurer/ }), 'NRMA');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({
        booking: 101,
        vehicle: 301,
        incident_type: 901,
        incident_sub_type: 911,
        is_critical: true,
        description: 'Hit a pole',
        odometer: 45310,
        reported_on: fixedNow().toISOString(),
        third_party: { name: null, phone: null, vehicle_registration: null, insurer: 'NRMA', policy_number: null, notes: null },
        police: null,
      }),
    ]);
  });

  it('takes a sub-type’s defaults: one that blocks ticks the block and says it takes effect at once', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ subject: bookingSubject });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Incident Type' }), 'Accident');
    const block = screen.getByRole('checkbox', { name: 'Take the vehicle off the road' });
    expect(block).not.toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Sub-type/ }), 'Not drivable');
    expect(block).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Critical' })).toBeChecked();
    expect(screen.getByText(disallowHints.atOnce)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([expect.objectContaining({ incident_sub_type: 911, is_critical: true, disallow_vehicle_for_bookings: true })]);
  });

  it('focuses the first field in error and saves nothing', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const vehicle = screen.getByRole('combobox', { name: 'Vehicle' });
    await waitFor(() => expect(vehicle).toHaveFocus());
    expect(errorOf(vehicle)).toBe(incidentMessages.subjectRequired);
    expect(errorOf(screen.getByRole('combobox', { name: 'Incident Type' }))).toBe(incidentMessages.typeRequired);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a time in the future', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ subject: bookingSubject });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Incident Type' }), 'Damage');
    const date = screen.getByRole('textbox', { name: 'Reported on' });
    await user.clear(date);
    await user.type(date, '27/11/2026');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(errorOf(date)).toBe(incidentMessages.reportedInFuture));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s messages on their fields, opens the section they are in and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { rerender, onSave } = renderForm({ subject: bookingSubject });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Incident Type' }), 'Damage');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Scratched');
    rerender(
      <IncidentForm
        types={incidentTypes}
        subject={bookingSubject}
        now={fixedNow}
        onSave={onSave}
        serverError={incidentMessages.notOwnBooking}
        fieldErrors={{ 'police.report_number': 'Report number must be at most 50 characters' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(incidentMessages.notOwnBooking);
    const reportNumber = screen.getByRole('textbox', { name: /^Report number/ });
    await waitFor(() => expect(errorOf(reportNumber)).toBe('Report number must be at most 50 characters'));
    expect(reportNumber.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Scratched');
  });

  it('hides the block for a report about a person', () => {
    renderForm({ subject: personSubject });
    expect(screen.queryByRole('checkbox', { name: 'Take the vehicle off the road' })).not.toBeInTheDocument();
    expect(screen.getByText('Dana Driver')).toBeInTheDocument();
  });

  it('uploads photos as they are chosen, refusing what the server would not store', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onUpload = vi.fn(async (file: File) => `https://files.test/${file.name}`);
    renderForm({ subject: bookingSubject, onUpload });
    const input = screen.getByLabelText(/^Photos/);
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, [image('door.jpg'), image('scan.pdf', 'application/pdf'), image('huge.png', 'image/png', 3 * 1024 * 1024)]);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Open 1 of 1 full size' })).toHaveAttribute('src', 'https://files.test/door.jpg'));
    expect(onUpload).toHaveBeenCalledTimes(1);
    expect(errorOf(input)).toBe(`scan.pdf: ${photoMessages.wrongType} huge.png: ${photoMessages.tooLarge}`);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('adds tags as chips and fills the coordinates from the device', async () => {
    const user = userEvent.setup();
    const onLocate = vi.fn(async () => ({ latitude: -37.8146, longitude: 144.9712 }));
    const { onSave } = renderForm({ subject: bookingSubject, onLocate });
    await user.type(screen.getByRole('textbox', { name: /^Incident Tags/ }), 'bumper{Enter}glass,');
    const chips = screen.getByRole('list', { name: 'Incident Tags' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['bumper×', 'glass×']);
    await user.click(screen.getByRole('button', { name: 'Remove bumper' }));
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Latitude/ })).toHaveValue('-37.814600'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Incident Type' }), 'Damage');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ incident_tags: ['glass'], location: { coordinates: [144.9712, -37.8146] } })),
    );
  });

  it('edits as a manager: the incident’s values, Verified, and Save', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ incident: { ...criticalBlockingIncident, is_verified: false } });
    expect(screen.getByRole('heading', { name: 'Edit Incident INC-000041' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Landmark/ })).toHaveValue('Outside the train station');
    await user.click(screen.getByRole('checkbox', { name: 'Verified' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ is_verified: true, booking: 101, vehicle: 301, incident_type: 901 })));
  });

  it('says why the caller may not report, instead of the form', () => {
    renderForm({ subject: bookingSubject, refusal: incidentMessages.notOwnBooking });
    expect(screen.getByRole('alert')).toHaveTextContent(incidentMessages.notOwnBooking);
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});
