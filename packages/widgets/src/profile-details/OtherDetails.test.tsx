import { messages } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { branchNames, lockedOwnEmployee, ownEmployee, ownEmployeeWithoutTags } from '../test-support/profile-details-fixtures';
import { tagGroups } from '../test-support/user-form-fixtures';
import { ASSOCIATION_HINT, NO_CUSTOM_FIELDS_TEXT, OtherDetails, type OtherDetailsProps } from './OtherDetails';
import { PROFILE_DETAILS_TEXT } from './ProfileDetailsFrame';

function renderOther(props: Partial<OtherDetailsProps> = {}) {
  const user = userEvent.setup();
  const onSave = vi.fn(async () => true);
  const view = render(<OtherDetails employee={ownEmployee} tagGroups={tagGroups} branches={branchNames} onSave={onSave} {...props} />);
  return { user, onSave, ...view };
}

describe('OtherDetails', () => {
  it("shows each custom field with the person's value and saves them as user_tags", async () => {
    const { user, onSave } = renderOther();

    expect(screen.getByRole('heading', { name: 'Other Details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Vehicle Preference/)).toHaveValue('Hybrid');
    expect(screen.getByLabelText(/^Parking Bay/)).toHaveValue('C7');
    expect(within(screen.getByRole('group', { name: /Shift/ })).getByRole('radio', { name: 'Night' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: /Trainings/ })).getByRole('checkbox', { name: 'First Aid' })).toBeChecked();

    await user.clear(screen.getByLabelText(/^Parking Bay/));
    await user.type(screen.getByLabelText(/^Parking Bay/), 'D4');
    await user.click(within(screen.getByRole('group', { name: /Trainings/ })).getByRole('checkbox', { name: '4WD' }));
    await user.clear(screen.getByLabelText(/^Notes/));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith({
      user_tags: [
        { tag_group_name: 'Vehicle Preference', value: 'Hybrid' },
        { tag_group_name: 'Parking Bay', value: 'D4' },
        { tag_group_name: 'Years Driving', value: '12' },
        { tag_group_name: 'Dangerous Goods', value: 'true' },
        { tag_group_name: 'Shift', value: 'Night' },
        { tag_group_name: 'Induction Date', value: '2024-02-01' },
        { tag_group_name: 'Pickup Time', value: '07:45 AM' },
        { tag_group_name: 'Kilometre Allowance', value: '25000' },
        { tag_group_name: 'Trainings', value: ['Towing', 'First Aid', '4WD'] },
        // Cleared, so cleared on the server too.
        { tag_group_name: 'Notes', value: null },
        { tag_group_name: 'Smoker', value: 'false' },
      ],
    });
  });

  it('names the hubs and branches the person is associated with, and offers no way to change them', () => {
    renderOther();

    const hubs = screen.getByRole('group', { name: 'Association to Additional Hubs' });
    expect(hubs).toHaveTextContent('Melbourne Hub');
    expect(hubs).toHaveAccessibleDescription(ASSOCIATION_HINT);
    expect(within(hubs).queryByRole('checkbox')).not.toBeInTheDocument();
    const branches = screen.getByRole('group', { name: 'Association to Additional Branches' });
    expect(branches).toHaveTextContent('Docklands');
    expect(branches).toHaveTextContent('Parramatta');
  });

  it('requires the mandatory custom fields in the words of spec §5, and saves nothing', async () => {
    const { user, onSave } = renderOther({ employee: ownEmployeeWithoutTags });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByLabelText(/^Parking Bay/)).toHaveAccessibleDescription(`Parking Bay ${messages.driverDetails.cannotBeEmpty}`);
    expect(screen.getByLabelText(/^Vehicle Preference/)).toHaveAccessibleDescription(`Vehicle Preference ${messages.driverDetails.fieldRequired}`);
    expect(screen.getByRole('group', { name: /Shift/ })).toHaveAccessibleDescription(`Shift ${messages.driverDetails.fieldRequired}`);
    expect(screen.getByRole('group', { name: /Trainings/ })).toHaveAccessibleDescription(messages.driverDetails.selectAtLeastOne);
    // Optional ones stay quiet.
    expect(screen.getByLabelText(/^Notes/)).not.toHaveAttribute('aria-invalid');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("puts the server's errors on their custom fields, keeping what was typed", async () => {
    const { user, rerender, onSave } = renderOther();
    await user.clear(screen.getByLabelText(/^Parking Bay/));
    await user.type(screen.getByLabelText(/^Parking Bay/), 'Typed bay');

    rerender(
      <OtherDetails
        employee={ownEmployee}
        tagGroups={tagGroups}
        onSave={onSave}
        serverError={messages.request.invalid}
        fieldErrors={{ 'user_tags.Parking Bay': 'Parking Bay must be at most 500 characters' }}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.invalid);
    expect(screen.getByLabelText(/^Parking Bay/)).toHaveAccessibleDescription('Parking Bay must be at most 500 characters');
    expect(screen.getByLabelText(/^Parking Bay/)).toHaveValue('Typed bay');
  });

  it("shows 'Saving...' while saving, and that it was saved", () => {
    const { rerender } = renderOther({ saving: true });
    expect(screen.getByRole('button', { name: messages.userForm.saving })).toBeDisabled();

    rerender(<OtherDetails employee={ownEmployee} tagGroups={tagGroups} onSave={vi.fn()} saved />);
    expect(screen.getByText(PROFILE_DETAILS_TEXT.otherSaved)).toBeInTheDocument();
  });

  it('says so when the organisation has no custom fields', () => {
    renderOther({ tagGroups: [] });
    expect(screen.getByText(NO_CUSTOM_FIELDS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows a record the server will not let the person change, without Save', () => {
    renderOther({ employee: lockedOwnEmployee });
    expect(screen.getByRole('note')).toHaveTextContent(PROFILE_DETAILS_TEXT.notEditable);
    expect(screen.getByLabelText(/^Vehicle Preference/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
