import type { Vehicle } from '@motorpool/api';
import { vehicleMessages } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { closedIncident, criticalBlockingIncident } from '../test-support/incident-fixtures';
import { corolla, leaf } from '../test-support/vehicle-fixtures';
import { NO_INCIDENTS_TEXT } from './detail-values';
import { LOADING_TEXT, REPORT_INCIDENT_TEXT, VehicleDetail, type VehicleDetailProps } from './VehicleDetail';

const blockedCorolla: Vehicle = {
  ...corolla,
  blocked: { incident: criticalBlockingIncident.pk, reference: criticalBlockingIncident.reference, reason: 'Accident', from: '2026-11-24T10:20:00Z' },
};

function renderDetail(props: Partial<VehicleDetailProps> = {}) {
  return render(<VehicleDetail status="ready" vehicle={corolla} {...props} />);
}

const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('VehicleDetail', () => {
  it('shows every field of the vehicle, read-only', () => {
    renderDetail();
    expect(screen.getByRole('heading', { level: 2, name: 'Corolla Pool 1' })).toBeInTheDocument();
    expect(screen.getByText('Active', { selector: 'span' })).toBeInTheDocument();
    const expected: Record<string, string> = {
      'Vehicle Name': 'Corolla Pool 1',
      'Registration Number': 'ABC123',
      'Vehicle Class': 'C',
      Serial: 'JTDBR32E720123456',
      Branch: 'Docklands',
      Status: 'Active',
      Make: 'Toyota',
      Model: 'Corolla',
      Paint: 'White',
      'Body Type': 'Sedan',
      Doors: '4',
      Seats: '5',
      'Fuel Type': 'Petrol',
      Grade: 'Ascent',
      Year: '2021',
      Odometer: '45,210 km',
      'Cost Centre': 'Fleet Operations',
      'Daily Rate': '89.50',
      'Rate per km': '0.32',
      'Key pickup location': 'Key safe, level 1',
      'Vehicle pickup location': 'Basement bay 12',
      'Tow Bar': 'Yes',
      'Fuel Card Provider': 'Shell',
    };
    for (const [label, text] of Object.entries(expected)) expect(value(label), label).toBe(text);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows what a vehicle lacks as a dash, and leaves out custom fields it has none of', () => {
    renderDetail({ vehicle: leaf });
    expect(value('Cost Centre')).toBe('—');
    expect(value('Daily Rate')).toBe('—');
    expect(value('Key pickup location')).toBe('—');
    expect(value('Status')).toBe('Inactive');
    expect(screen.queryByRole('heading', { name: 'Custom Fields' })).not.toBeInTheDocument();
  });

  it('says why a blocked vehicle is off the road and opens the incident that keeps it there', async () => {
    const user = userEvent.setup();
    const onOpenIncident = vi.fn();
    renderDetail({ vehicle: blockedCorolla, onOpenIncident });
    expect(screen.getByRole('note')).toHaveTextContent('Off the road: Accident (INC-000041)');
    await user.click(within(screen.getByRole('note')).getByRole('button', { name: 'Open incident INC-000041' }));
    expect(onOpenIncident).toHaveBeenCalledWith(criticalBlockingIncident.pk);
  });

  it('lists its incidents at their branch, each opening the incident', async () => {
    const user = userEvent.setup();
    const onOpenIncident = vi.fn();
    renderDetail({ incidents: { items: [criticalBlockingIncident, closedIncident], error: null }, onOpenIncident });
    const table = within(await screen.findByRole('table', { name: 'Incidents' }));
    expect(table.getByRole('row', { name: /INC-000041 Accident — Not drivable 24\/11\/2026 09:15 PM Open, critical/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /INC-000038 Mechanical fault — Warning light .* Closed/ })).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Open incident INC-000038' }));
    expect(onOpenIncident).toHaveBeenCalledWith(closedIncident.pk);
  });

  it('says when no incident was reported, and why the incidents could not be loaded', async () => {
    const { unmount } = renderDetail();
    expect(await screen.findByText(NO_INCIDENTS_TEXT)).toBeInTheDocument();
    unmount();
    renderDetail({ incidents: { items: [], error: 'You do not have permission to perform this action.' } });
    expect(await screen.findByText('You do not have permission to perform this action.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers Edit and Report incident only when the host passes them', async () => {
    const user = userEvent.setup();
    const { unmount } = renderDetail();
    expect(screen.queryByRole('group', { name: 'Vehicle actions' })).not.toBeInTheDocument();
    unmount();
    const onEdit = vi.fn();
    const onReportIncident = vi.fn();
    renderDetail({ onEdit, onReportIncident });
    const actions = within(screen.getByRole('group', { name: 'Vehicle actions' }));
    await user.click(actions.getByRole('button', { name: 'Edit' }));
    await user.click(actions.getByRole('button', { name: REPORT_INCIDENT_TEXT }));
    expect(onEdit).toHaveBeenCalledWith(corolla);
    expect(onReportIncident).toHaveBeenCalledWith(corolla);
  });

  it('shows the loading, failure and not-found states', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = renderDetail({ status: 'loading', vehicle: null });
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_TEXT);
    rerender(<VehicleDetail status="error" vehicle={null} loadError="Service unavailable" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<VehicleDetail status="not-found" vehicle={null} loadError={vehicleMessages.notFound} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(vehicleMessages.notFound);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
