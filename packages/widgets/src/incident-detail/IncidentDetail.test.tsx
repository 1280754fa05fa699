import { incidentMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { affectedBookings, incidentAudits } from '../test-support/incident-form-fixtures';
import { closedIncident, criticalBlockingIncident, driverReportedIncident } from '../test-support/incident-fixtures';
import { IncidentDetail, type IncidentDetailProps } from './IncidentDetail';

const renderDetail = (props: Partial<IncidentDetailProps> = {}) => {
  const onAction = vi.fn<IncidentDetailProps['onAction']>(async () => null);
  const onEdit = vi.fn();
  render(
    <IncidentDetail
      status="ready"
      incident={criticalBlockingIncident}
      audits={{ items: incidentAudits, error: null }}
      affected={{ items: affectedBookings, error: null }}
      onAction={onAction}
      onEdit={onEdit}
      {...props}
    />,
  );
  return { onAction, onEdit };
};

describe('IncidentDetail', () => {
  it('shows the incident, its photos and its trail', () => {
    renderDetail();
    expect(screen.getByRole('heading', { name: 'Incident INC-000041' })).toBeInTheDocument();
    expect(screen.getByText('Corolla Pool 1 (ABC123) · Docklands')).toBeInTheDocument();
    expect(screen.getByText('Outside the train station')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open 1 of 1 full size' })).toHaveAttribute('href', criticalBlockingIncident.photos[0]);
    const trail = screen.getByRole('table', { name: 'Audit trail' });
    expect(within(trail).getByText('Verified: No → Yes')).toBeInTheDocument();
    expect(within(trail).getByText('Maya Manager')).toBeInTheDocument();
  });

  it('offers a manager Edit, Lift the block, Close and Dismiss on an open incident, and Reopen on a closed one', async () => {
    const user = userEvent.setup();
    const { onAction, onEdit } = renderDetail();
    const actions = within(screen.getByRole('group', { name: 'Incident actions' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual(['Edit', 'Lift the block', 'Close', 'Dismiss']);
    await user.click(actions.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(5001);
    await user.click(actions.getByRole('button', { name: 'Lift the block' }));
    expect(onAction).toHaveBeenCalledWith(criticalBlockingIncident, { kind: 'block', disallow: false });
  });

  it('reopens a closed incident and shows how it was resolved', async () => {
    const user = userEvent.setup();
    const { onAction } = renderDetail({ incident: closedIncident, affected: null });
    expect(screen.getByText('Faulty oxygen sensor replaced by the dealer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(onAction).toHaveBeenCalledWith(closedIncident, { kind: 'reopen' });
  });

  it('shows no actions to someone who does not manage the incident', () => {
    renderDetail({ incident: driverReportedIncident, affected: null });
    expect(screen.queryByRole('group', { name: 'Incident actions' })).not.toBeInTheDocument();
  });

  it('closes with a resolution note, a repair cost and days off the road; a refusal stays in the dialog', async () => {
    const user = userEvent.setup();
    const { onAction } = renderDetail();
    onAction.mockResolvedValueOnce(incidentMessages.mayNotManage);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close incident' }));
    await user.type(dialog.getByRole('textbox', { name: /^Repair cost/ }), 'abc');
    await user.click(dialog.getByRole('button', { name: 'Close incident' }));
    expect(dialog.getByText(incidentMessages.resolutionRequired)).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Resolution note' })).toHaveFocus());
    await user.type(dialog.getByRole('textbox', { name: 'Resolution note' }), 'Bumper replaced');
    await user.clear(dialog.getByRole('textbox', { name: /^Repair cost/ }));
    await user.type(dialog.getByRole('textbox', { name: /^Repair cost/ }), '1250.50');
    await user.type(dialog.getByRole('textbox', { name: /^Days off the road/ }), '3');
    await user.click(dialog.getByRole('button', { name: 'Close incident' }));
    expect(await dialog.findByText(incidentMessages.mayNotManage)).toBeInTheDocument();
    expect(onAction).toHaveBeenCalledWith(criticalBlockingIncident, {
      kind: 'status',
      status: 'Closed',
      resolution_note: 'Bumper replaced',
      repair_cost: 1250.5,
      days_off_road: 3,
    });
    await user.click(dialog.getByRole('button', { name: 'Close incident' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves a held-up booking to the vehicle chosen, and cancels another with a reason', async () => {
    const user = userEvent.setup();
    const { onAction } = renderDetail();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Move booking 202 to' }), 'Corolla Pool 3 (ABC125)');
    await user.click(screen.getByRole('button', { name: 'Move booking 202' }));
    expect(onAction).toHaveBeenCalledWith(criticalBlockingIncident, { kind: 'move', booking: 202, vehicle: 306 });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking 203' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel booking 203?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Vehicle off the road');
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(onAction).toHaveBeenLastCalledWith(criticalBlockingIncident, { kind: 'cancel-booking', booking: 203, reason: 'Vehicle off the road' });
  });
});
