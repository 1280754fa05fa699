import { messages, requiredMessage } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DATE_FORMAT_MESSAGE } from '../fields/custom/custom-fields';
import { costCentreNames, departmentNames, lockedOwnEmployee, ownEmployee, ownEmployeeWithoutPersonalDetails } from '../test-support/profile-details-fixtures';
import { USER_FORM_TODAY } from '../test-support/user-form-fixtures';
import { EMPLOYEE_ID_SET_HINT, PersonalDetails, type PersonalDetailsProps } from './PersonalDetails';
import { OWN_PERSONAL_FIELDS } from './profile-details-values';
import { PROFILE_DETAILS_TEXT } from './ProfileDetailsFrame';

function renderPersonal(props: Partial<PersonalDetailsProps> = {}) {
  const user = userEvent.setup();
  const onSave = vi.fn(async () => true);
  const onManagerBlur = vi.fn();
  const view = render(
    <PersonalDetails
      employee={ownEmployee}
      departments={departmentNames}
      costCentres={costCentreNames}
      today={USER_FORM_TODAY}
      onSave={onSave}
      onManagerBlur={onManagerBlur}
      {...props}
    />,
  );
  return { user, onSave, onManagerBlur, ...view };
}

const departments = () => screen.getByRole('group', { name: /^Department/ });

describe('PersonalDetails', () => {
  it("shows the person's general details and saves them, leaving the Employee ID on file alone", async () => {
    const { user, onSave } = renderPersonal();

    expect(screen.getByRole('heading', { name: 'Personal Details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date of Birth/)).toHaveValue('12/04/1990');
    expect(screen.getByLabelText(/^Line Manager's Email/)).toHaveValue('morgan@example.test');
    const employeeId = screen.getByLabelText(/^Employee ID/);
    expect(employeeId).toHaveValue('E-1009');
    expect(employeeId).toHaveAttribute('readonly');
    expect(employeeId).toHaveAccessibleDescription(EMPLOYEE_ID_SET_HINT);
    expect(screen.getByLabelText(/^Cost Centre/)).toHaveValue('51');
    expect(within(departments()).getByRole('checkbox', { name: 'Operations' })).toBeChecked();
    expect(within(departments()).getByRole('checkbox', { name: 'Sales' })).not.toBeChecked();

    await user.type(employeeId, 'X');
    expect(employeeId).toHaveValue('E-1009');
    await user.selectOptions(screen.getByLabelText(/^Cost Centre/), 'CC-200 Sales');
    await user.click(within(departments()).getByRole('checkbox', { name: 'Sales' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith({
      date_of_birth: '1990-04-12',
      manager: 'morgan@example.test',
      cost_centre: 52,
      departments: [41, 43, 42],
    });
  });

  it("requires what the organisation asks for in the words of spec §5 ('DOB is required'), and saves nothing", async () => {
    const { user, onSave } = renderPersonal({ employee: ownEmployeeWithoutPersonalDetails, requiredFields: OWN_PERSONAL_FIELDS });

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByLabelText(/^Date of Birth/)).toHaveAccessibleDescription(messages.userForm.dobRequired);
    expect(screen.getByLabelText(/^Line Manager's Email/)).toHaveAccessibleDescription(requiredMessage('manager'));
    expect(screen.getByLabelText(/^Employee ID/)).toHaveAccessibleDescription(requiredMessage('employee_id'));
    expect(screen.getByLabelText(/^Cost Centre/)).toHaveAccessibleDescription(requiredMessage('cost_centre'));
    expect(departments()).toHaveAccessibleDescription(requiredMessage('departments'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('leaves what is not required optional, so an empty form may be saved', async () => {
    const { user, onSave } = renderPersonal({ employee: ownEmployeeWithoutPersonalDetails, requiredFields: ['date_of_birth'] });
    expect(screen.getByText('Date of Birth').parentElement).not.toHaveTextContent('(optional)');
    expect(screen.getByText("Line Manager's Email").parentElement).toHaveTextContent('(optional)');

    await user.type(screen.getByLabelText(/^Date of Birth/), '29/02/1988');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith({ date_of_birth: '1988-02-29', manager: null, cost_centre: null, departments: [] });
  });

  it('lets the person give an Employee ID while they have none', async () => {
    const { user, onSave } = renderPersonal({ employee: ownEmployeeWithoutPersonalDetails });
    const employeeId = screen.getByLabelText(/^Employee ID/);
    expect(employeeId).not.toHaveAttribute('readonly');

    await user.type(employeeId, '  DRV-77 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ employee_id: 'DRV-77' }));
  });

  it('keeps the date of birth between 31/12/1910 and today, as dd/mm/yyyy', async () => {
    const { user, onSave } = renderPersonal({ employee: ownEmployeeWithoutPersonalDetails });
    const dob = screen.getByLabelText(/^Date of Birth/);

    await user.type(dob, '30/12/1910');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(dob).toHaveAccessibleDescription(messages.driverDetails.dateOfBirthRange);

    await user.clear(dob);
    await user.type(dob, '16/06/2025');
    await user.tab();
    expect(dob).toHaveAccessibleDescription(messages.driverDetails.dateOfBirthRange);

    await user.clear(dob);
    await user.type(dob, '31/02/1990');
    await user.tab();
    expect(dob).toHaveAccessibleDescription(DATE_FORMAT_MESSAGE);

    await user.clear(dob);
    await user.type(dob, '31/12/1910');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ date_of_birth: '1910-12-31' }));
  });

  it("asks the host to check a well-formed line manager's email on blur, and shows 'Invalid Email' when it fails", async () => {
    const { user, onSave, onManagerBlur, rerender } = renderPersonal({ employee: ownEmployeeWithoutPersonalDetails });
    const manager = screen.getByLabelText(/^Line Manager's Email/);

    await user.type(manager, 'not an email');
    await user.tab();
    expect(onManagerBlur).not.toHaveBeenCalled();
    expect(manager).toHaveAccessibleDescription(messages.userForm.emailInvalid);

    await user.clear(manager);
    await user.type(manager, 'nobody@example.test');
    await user.tab();
    expect(onManagerBlur).toHaveBeenCalledWith('nobody@example.test');

    rerender(
      <PersonalDetails
        employee={ownEmployeeWithoutPersonalDetails}
        departments={departmentNames}
        costCentres={costCentreNames}
        today={USER_FORM_TODAY}
        onSave={onSave}
        managerCheck={{ email: 'nobody@example.test', status: 'invalid', message: messages.driverDetails.managerInvalid }}
      />,
    );
    expect(await screen.findByText(messages.driverDetails.managerInvalid)).toBeInTheDocument();
    expect(manager).toHaveAccessibleDescription(messages.driverDetails.managerInvalid);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it("puts the server's errors on their fields and the rest in the alert, keeping what was typed", async () => {
    const { user, rerender, onSave } = renderPersonal({ employee: ownEmployeeWithoutPersonalDetails });
    await user.type(screen.getByLabelText(/^Employee ID/), 'TAKEN-1');

    rerender(
      <PersonalDetails
        employee={ownEmployeeWithoutPersonalDetails}
        departments={departmentNames}
        costCentres={costCentreNames}
        onSave={onSave}
        serverError={messages.request.invalid}
        fieldErrors={{ employee_id: messages.userForm.employeeIdInUse, 'departments.0': requiredMessage('departments'), license_number: 'Elsewhere' }}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.invalid);
    expect(screen.getByRole('alert')).toHaveTextContent('Elsewhere');
    expect(screen.getByLabelText(/^Employee ID/)).toHaveAccessibleDescription(messages.userForm.employeeIdInUse);
    expect(screen.getByLabelText(/^Employee ID/)).toHaveValue('TAKEN-1');
    expect(departments()).toHaveAccessibleDescription(requiredMessage('departments'));
  });

  it("shows 'Saving...' while saving, and that it was saved", () => {
    const { rerender } = renderPersonal({ saving: true });
    expect(screen.getByRole('button', { name: messages.userForm.saving })).toBeDisabled();

    rerender(<PersonalDetails employee={ownEmployee} onSave={vi.fn()} saved />);
    expect(screen.getByText(PROFILE_DETAILS_TEXT.personalSaved)).toBeInTheDocument();
  });

  it('keeps a held cost centre and department the lists no longer offer', () => {
    renderPersonal({ departments: [], costCentres: [] });
    expect(screen.getByRole('option', { name: 'CC-100 Fleet' })).toBeInTheDocument();
    expect(within(departments()).getByRole('checkbox', { name: 'Service' })).toBeChecked();
  });

  it('shows a record the server will not let the person change, without Save', () => {
    renderPersonal({ employee: lockedOwnEmployee });
    expect(screen.getByRole('note')).toHaveTextContent(PROFILE_DETAILS_TEXT.notEditable);
    expect(screen.getByLabelText(/^Line Manager's Email/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Cost Centre/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
