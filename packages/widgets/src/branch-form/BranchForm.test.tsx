import { branchMessages, messages, type BranchWrite } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COPIED_MONDAY_TEXT } from '../fields/branch/business-hours';
import { airportHubWithTags, branchTagGroups, docklands, managers, regionGroup } from '../test-support/branch-fixtures';
import { BranchForm, type BranchFormProps } from './BranchForm';
import { LINK_URL_MESSAGE, TOLERANCE_MESSAGE } from './branch-form-values';

function renderForm(props: Partial<BranchFormProps> = {}) {
  const onSave = vi.fn<(payload: BranchWrite) => Promise<boolean>>(async () => true);
  const onRetry = vi.fn();
  const view = render(<BranchForm tagGroups={[]} managers={managers} onSave={onSave} onRetry={onRetry} {...props} />);
  return { onSave, onRetry, ...view };
}

const lastPayload = (onSave: ReturnType<typeof renderForm>['onSave']) => onSave.mock.calls.at(-1)![0];

describe('BranchForm', () => {
  it('asks for a name and saves a new branch with the default time zone and closed days', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    expect(screen.getByRole('heading', { name: 'Add Branch' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(branchMessages.branchNameRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Docklands');
    await user.click(screen.getByRole('radio', { name: 'Hub' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const payload = lastPayload(onSave);
    expect(payload).toMatchObject({ name: 'Docklands', branch_type: 'hub', branch_timezone: null, is_active: true, branch_manager: [] });
    expect(payload.business_hours?.monday).toEqual({ is_open: false });
    expect(payload.airport_tags).toEqual([]);
  });

  it('says when the time zone is not one of the list, and picks one by searching', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ branch: docklands });
    const zone = screen.getByRole('combobox', { name: /Time Zone/ });
    expect(zone).toHaveValue('Australia/Melbourne');
    await user.clear(zone);
    await user.type(zone, 'Mars/Base');
    await user.tab();
    expect(await screen.findByText(branchMessages.unknownTimezone)).toBeInTheDocument();
    expect(zone).toHaveAttribute('aria-invalid', 'true');

    await user.clear(zone);
    await user.type(zone, 'new york');
    expect(screen.getByText('1 time zone matches')).toBeInTheDocument();
    const list = screen.getByRole('listbox', { name: 'Time zones' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.firstChild?.textContent),
    ).toEqual(['America/New_York']);
    await user.keyboard('{Enter}');
    expect(zone).toHaveValue('America/New_York');
    expect(list).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(lastPayload(onSave).branch_timezone).toBe('America/New_York');
  });

  it('checks business hours, copies Monday to the weekdays and keeps the times of a day closed and opened again', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ branch: docklands });
    const mondayCloses = screen.getByRole('textbox', { name: 'Monday closes' });
    await user.clear(mondayCloses);
    await user.type(mondayCloses, '07:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(branchMessages.closesBeforeOpens)).toBeInTheDocument();
    expect(mondayCloses).toHaveAccessibleDescription(branchMessages.closesBeforeOpens);

    await user.clear(mondayCloses);
    await user.type(mondayCloses, '9pm');
    await user.tab();
    expect(await screen.findByText(branchMessages.hoursFormat)).toBeInTheDocument();
    await user.clear(mondayCloses);
    await user.type(mondayCloses, '18:00');

    await user.click(screen.getByRole('button', { name: 'Copy Monday to weekdays' }));
    expect(screen.getByText(COPIED_MONDAY_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Friday closes' })).toHaveValue('18:00');

    const saturday = screen.getByRole('checkbox', { name: 'Saturday open' });
    await user.click(saturday);
    await user.type(screen.getByRole('textbox', { name: 'Saturday opens' }), '09:00');
    await user.type(screen.getByRole('textbox', { name: 'Saturday closes' }), '12:00');
    await user.click(saturday);
    expect(screen.getByRole('textbox', { name: 'Saturday opens' })).toBeDisabled();
    await user.click(saturday);
    expect(screen.getByRole('textbox', { name: 'Saturday opens' })).toHaveValue('09:00');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const hours = lastPayload(onSave).business_hours;
    expect(hours?.friday).toEqual({ is_open: true, opens: '08:00', closes: '18:00' });
    expect(hours?.saturday).toEqual({ is_open: true, opens: '09:00', closes: '12:00' });
    expect(hours?.sunday).toEqual({ is_open: false });
  });

  it('edits every part of a branch and sends it as BranchWrite', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ branch: docklands });
    expect(screen.getByRole('heading', { name: 'Edit Branch' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('AU');
    expect(screen.getByRole('checkbox', { name: 'Maya Manager (Branch Manager)' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Bea Branch (Branch Manager)' }));
    await user.clear(screen.getByRole('textbox', { name: /Tolerance Time/ }));
    await user.type(screen.getByRole('textbox', { name: /Tolerance Time/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Add key pickup location' }));
    await user.type(screen.getByRole('textbox', { name: 'Key pickup location 2' }), 'After-hours safe');
    await user.click(screen.getByRole('button', { name: 'Remove vehicle pickup location 1' }));
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link name 2' }), 'Parking');
    await user.type(screen.getByRole('textbox', { name: 'Address 2' }), 'https://example.test/parking');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(lastPayload(onSave)).toMatchObject({
      name: 'Docklands',
      branch_type: 'branch',
      address_features: { country: 'AU', state: 'VIC' },
      help_desk_email_id: 'help.docklands@example.test',
      override_company_help_desk: true,
      extra_data: {
        tollFreeNumber: '1800123456',
        important_note: 'Park on level 2.',
        tolerance_time: 20,
        key_pickup_locations: [
          { name: 'Reception', details: 'Ground floor' },
          { name: 'After-hours safe', details: null },
        ],
        vehicle_pickup_locations: [],
      },
      additional_details: { urls: { 'Site map': 'https://example.test/docklands-map', Parking: 'https://example.test/parking' } },
      branch_manager: [71, 73],
      is_active: false,
    });
  });

  it('says what is wrong with minutes, links and pickup rows', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ branch: docklands });
    await user.clear(screen.getByRole('textbox', { name: /Tolerance Time/ }));
    await user.type(screen.getByRole('textbox', { name: /Tolerance Time/ }), 'soon');
    await user.clear(screen.getByRole('textbox', { name: 'Address 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Address 1' }), 'example.test');
    await user.clear(screen.getByRole('textbox', { name: 'Key pickup location 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TOLERANCE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(LINK_URL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Key pickup location 1' })).toHaveAccessibleDescription(branchMessages.nameRequired);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows airport tags only while Flight Details Required is Yes, and sends none otherwise', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ branch: airportHubWithTags, tagGroups: branchTagGroups });
    const tags = screen.getByRole('textbox', { name: /Airport Tags/ });
    expect(tags).toHaveValue('SYD, T2');
    const flight = screen.getByRole('group', { name: /Flight Details Required/ });
    await user.click(within(flight).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /Airport Tags/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(lastPayload(onSave)).toMatchObject({
      airport_tags: [],
      branch_tags: [
        { tag_group_name: 'Flight Details Required', value: 'false' },
        { tag_group_name: 'Region', value: 'Metro' },
      ],
    });

    await user.click(within(flight).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: /Airport Tags/ })).toHaveValue('SYD, T2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(lastPayload(onSave).airport_tags).toEqual(['SYD', 'T2']);
  });

  it('leaves custom fields and airport tags as they are when the custom fields could not be loaded', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ branch: airportHubWithTags, tagGroups: null, optionErrors: { tagGroups: messages.request.unexpected } });
    expect(screen.getByText(messages.request.unexpected)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(lastPayload(onSave)).not.toHaveProperty('branch_tags');
    expect(lastPayload(onSave)).not.toHaveProperty('airport_tags');
  });

  it('needs the mandatory custom fields', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ tagGroups: branchTagGroups });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ultimo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Region ${messages.driverDetails.fieldRequired}`)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('places the server’s field errors on their fields, the rest in the alert, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const branch = { ...docklands, branch_tags: [{ ...regionGroup, selectedValue: 'Metro' }] };
    const { rerender, onSave } = renderForm({ branch, tagGroups: branchTagGroups });
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Docklands North');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    rerender(
      <BranchForm
        branch={branch}
        tagGroups={branchTagGroups}
        managers={managers}
        onSave={onSave}
        serverError={messages.request.invalid}
        fieldErrors={{
          'business_hours.monday.closes': branchMessages.closesBeforeOpens,
          'additional_details.urls.Site map': 'Not a link we can open',
          'branch_tags.Region': 'Pick a region',
          geofence_name: 'Unknown geofence',
        }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messages.request.invalid);
    expect(alert).toHaveTextContent('Unknown geofence');
    expect(screen.getByRole('textbox', { name: 'Monday closes' })).toHaveAccessibleDescription(branchMessages.closesBeforeOpens);
    expect(screen.getByRole('textbox', { name: 'Address 1' })).toHaveAccessibleDescription('Not a link we can open');
    expect(screen.getByText('Pick a region')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Docklands North');
  });

  it('shows Saving... while the save runs', () => {
    renderForm({ branch: docklands, saving: true });
    expect(screen.getByRole('button', { name: messages.userForm.saving })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('shows loading, then a failure with Retry', async () => {
    const user = userEvent.setup();
    const { rerender, onRetry } = renderForm({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading branch…');
    rerender(<BranchForm status="error" loadError={messages.request.notFound} tagGroups={null} managers={[]} onSave={vi.fn()} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.notFound);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
