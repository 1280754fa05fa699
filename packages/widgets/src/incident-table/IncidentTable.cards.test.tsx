import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { criticalBlockingIncident, incidentTypes, incidentsInEveryState } from '../test-support/incident-fixtures';
import { inBoxOfWidth } from '../test-support/narrow-box';
import { IncidentTable } from './IncidentTable';
import { initialIncidentTableQuery } from './store';

describe('IncidentTable in a narrow box', () => {
  inBoxOfWidth(360);

  it('shows each incident as a card: reference, type, vehicle and status on its face, the rest under More, its actions in a menu', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onQueryChange = vi.fn();
    render(
      <IncidentTable
        status="ready"
        incidents={incidentsInEveryState}
        count={incidentsInEveryState.length}
        query={initialIncidentTableQuery()}
        types={incidentTypes}
        onQueryChange={onQueryChange}
        onOpen={onOpen}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getByRole('button', { name: criticalBlockingIncident.reference }).closest('li') as HTMLElement;
    const face = within(card.querySelector(':scope > dl') as HTMLElement);
    expect(face.getAllByRole('term').map((term) => term.textContent)).toEqual(['Reference', 'Type', 'Vehicle', 'Status']);
    expect(face.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'INC-000041',
      'Accident / Not drivable',
      'Corolla Pool 1 (ABC123)',
      'Open',
    ]);
    const more = within(card.querySelector('details') as HTMLElement);
    expect(more.getAllByRole('term', { hidden: true }).map((term) => term.textContent)).toEqual([
      'Reported on',
      'Booking',
      'Person',
      'Reported by',
      'Critical',
      'Verified',
      'Blocked',
    ]);
    expect(more.getByText('24/11/2026 09:15 PM')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Actions for INC-000041' }));
    const menu = screen.getByRole('menu', { name: 'Actions for INC-000041' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Incidents of Corolla Pool 1', 'Incidents reported by Dana Driver']);
    await user.click(within(menu).getByRole('menuitem', { name: 'View' }));
    expect(onOpen).toHaveBeenCalledWith(criticalBlockingIncident);

    // The header filters move to the cards' Filters.
    await user.click(screen.getByText('Filters'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Status' }), 'Open');
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { status: 'Open' } }));
  });
});
