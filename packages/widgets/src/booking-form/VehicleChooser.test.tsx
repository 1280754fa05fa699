import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { corolla, ioniq } from './booking-form-fixtures';
import { blockedText, NO_FREE_VEHICLE, VehicleChooser, type VehicleChooserProps } from './VehicleChooser';

const block = { incident: 7, reference: 'INC-000007', reason: 'Accident — Not drivable', from: '2026-03-01T21:00:00Z' };

function renderChooser(vehicles: VehicleChooserProps['vehicles']['value']) {
  render(
    <VehicleChooser
      id="vehicle"
      filters={null}
      choice={{}}
      onChoiceChange={vi.fn()}
      vehicles={{ status: 'ready', key: 'search', value: vehicles, error: null }}
      current
      idle={false}
      chosen={null}
      onChoose={vi.fn()}
    />,
  );
}

describe('VehicleChooser', () => {
  it('shows a vehicle an incident took off the road, with why, and does not let it be chosen', () => {
    renderChooser([{ ...corolla, blocked: block }, ioniq]);
    expect(screen.getByRole('radio', { name: /Corolla Hybrid/ })).toBeDisabled();
    expect(screen.getByText(blockedText(block))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Ioniq 5/ })).toBeEnabled();
  });

  it('says no vehicle is free when every vehicle found is off the road', () => {
    renderChooser([{ ...corolla, blocked: block }]);
    expect(screen.getByRole('status')).toHaveTextContent(NO_FREE_VEHICLE);
  });
});
