import { messages, type Employee, type Profile } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, heldReply, ok } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import {
  costCentreNames,
  departmentNames,
  ownEmployee,
  ownEmployeeWithoutLicence,
  ownEmployeeWithoutPersonalDetails,
  ownEmployeeWithoutTags,
} from '../test-support/profile-details-fixtures';
import { tagGroups, USER_FORM_TODAY, userFormOptions } from '../test-support/user-form-fixtures';
import { sessionStore } from '../session/session-store';
import { toastStore } from '../state/toast-store';
import { ConnectedLicenseDetails, ConnectedOtherDetails, ConnectedPersonalDetails } from './ConnectedProfileDetails';
import { PROFILE_DETAILS_TEXT } from './ProfileDetailsFrame';

const API_BASE = 'https://api.motorpool.test';
const TFM = '/api/v1/tfm';
const OWN_RECORD = `GET ${TFM}/employees-extensions/get-profile/`;
const UPDATE = `PUT ${TFM}/update-driver-extension/301/`;
const PROFILE = 'GET /api/v1/accounts/user/profile/';
const TAGS = `GET ${TFM}/tags/`;
const BRANCHES = `GET ${TFM}/branches/`;
const DEPARTMENTS = `GET ${TFM}/departments/`;
const COST_CENTRES = `GET ${TFM}/cost-centres/`;
const VALIDATE = `GET ${TFM}/employee/validate/`;

const list = <T,>(results: T[]) => ok({ results, count: results.length, next_page: null });
const branchList = () => list(userFormOptions.branches.map((branch) => ({ ...branch, branch_type: 'branch', is_active: true })));
const toasts = () => toastStore.getState().toasts.map((toast) => `${toast.kind}: ${toast.message}`);

/** The profile of a fleet-share driver who lacks licence details and a mandatory custom field. */
const incompleteProfile = {
  ...profile,
  missing_user_attributes: [
    { alias: 'licenseNumber', label: 'License Number' },
    { alias: 'licenseValidUpto', label: 'License Expiry Date' },
    { alias: 'dateOfBirth', label: 'Date of Birth' },
  ],
  missing_user_tags: [{ tag_group_name: 'Induction Date' }],
};

const withLicence = (changes: Partial<NonNullable<Employee['employee_details']>['employees_extension']>): Employee => ({
  ...ownEmployeeWithoutLicence,
  employee_details: {
    ...ownEmployeeWithoutLicence.employee_details!,
    employees_extension: { ...ownEmployeeWithoutLicence.employee_details!.employees_extension, ...changes },
  },
});

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile(incompleteProfile);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
  toastStore.getState().dismiss();
});

function renderLicence(onSaved = vi.fn()) {
  const user = userEvent.setup();
  render(<ConnectedLicenseDetails apiBase={API_BASE} today={USER_FORM_TODAY} onSaved={onSaved} />);
  return { user, onSaved };
}

describe('ConnectedLicenseDetails', () => {
  it('loads the own record, requires what the profile says is missing, saves, toasts and refreshes the profile', async () => {
    const saved = withLicence({ license_number: 'VIC555', license_valid_upto: { original: '2026-08-01', formated: '01/08/2026' } });
    const { callsTo } = fakeServer({
      [OWN_RECORD]: [ok(ownEmployeeWithoutLicence)],
      [UPDATE]: [ok(saved)],
      [PROFILE]: [ok({ ...incompleteProfile, missing_user_attributes: [{ alias: 'dateOfBirth', label: 'Date of Birth' }] })],
    });
    const { user, onSaved } = renderLicence();

    expect(screen.getByRole('status')).toHaveTextContent(PROFILE_DETAILS_TEXT.loading);
    const number = await screen.findByLabelText(/^License Number/);
    expect(callsTo(OWN_RECORD)[0]?.headers.get('organisation')).toBe('11');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('License Number is required')).toBeInTheDocument();
    expect(screen.getByText('License Expiry Date is required')).toBeInTheDocument();
    expect(callsTo(UPDATE)).toHaveLength(0);

    await user.type(number, 'VIC555');
    await user.type(screen.getByLabelText(/^License Expiry Date/), '01/08/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ section: 'license-details', pk: 301 }));
    expect(callsTo(UPDATE)[0]?.body).toEqual({
      license_number: 'VIC555',
      license_valid_upto: '2026-08-01',
      license_class: [],
      license_country_of_issue: null,
      license_state: null,
      license_front_image: null,
      license_back_image: null,
    });
    expect(toasts()).toContain(`success: ${PROFILE_DETAILS_TEXT.licenceSaved}`);
    expect(await screen.findByText(PROFILE_DETAILS_TEXT.licenceSaved, { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.getState().profile?.missing_user_attributes).toEqual([{ alias: 'dateOfBirth', label: 'Date of Birth' }]));
    expect(screen.getByLabelText(/^License Number/)).toHaveValue('VIC555');
  });

  it("shows 'Saving...', then the server's title and field errors, keeping what was typed and raising no toast", async () => {
    const held = heldReply({
      status: 400,
      body: { errors: { title: messages.request.invalid, fields: { license_valid_upto: messages.driverDetails.licenseExpiryRange } } },
    });
    const { callsTo } = fakeServer({ [OWN_RECORD]: [ok(ownEmployee)], [UPDATE]: [held.answer] });
    const { user, onSaved } = renderLicence();
    const number = await screen.findByLabelText(/^License Number/);
    await user.clear(number);
    await user.type(number, 'TYPED-9');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: messages.userForm.saving })).toBeDisabled();
    held.release();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.invalid);
    // The field's message is drawn with the form's next render, which a loaded run can put after the alert's.
    await waitFor(() => expect(screen.getByLabelText(/^License Expiry Date/)).toHaveAccessibleDescription(messages.driverDetails.licenseExpiryRange));
    expect(screen.getByLabelText(/^License Number/)).toHaveValue('TYPED-9');
    expect(onSaved).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
    expect(callsTo(PROFILE)).toHaveLength(0);
  });

  it("says 'Failed to save. Something went wrong' when the server gave no answer", async () => {
    fakeServer({ [OWN_RECORD]: [ok(ownEmployee)] });
    const { user } = renderLicence();
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.userForm.saveFailed);
  });

  it('uploads a licence photo in two steps and saves where it is served', async () => {
    const uploadUrl = `${API_BASE}${TFM}/document/upload/signed.token/`;
    const { callsTo } = fakeServer({
      [OWN_RECORD]: [ok(ownEmployee)],
      [`GET ${TFM}/document/upload/`]: [ok({ url: uploadUrl, fields: {} })],
      [`POST ${TFM}/document/upload/signed.token/`]: [ok({ url: '/uploads/documents/back.png' })],
      [UPDATE]: [ok(ownEmployee)],
      [PROFILE]: [ok(profile)],
    });
    const { user } = renderLicence();

    await user.upload(await screen.findByLabelText(/back photo/), new File(['png'], 'back.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Licence back photo' })).toHaveAttribute('src', '/uploads/documents/back.png');
    expect(callsTo(`GET ${TFM}/document/upload/`)[0]?.query.get('filename')).toBe('back.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(UPDATE)[0]?.body).toMatchObject({ license_back_image: '/uploads/documents/back.png' }));
  });

  it('offers another try when the record cannot be loaded', async () => {
    fakeServer({ [OWN_RECORD]: [failure(500, messages.request.unexpected), ok(ownEmployee)] });
    const { user } = renderLicence();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.unexpected);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByLabelText(/^License Number/)).toHaveValue('NSW1234567');
  });

  it('explains, instead of a form, when no organisation is chosen (a system admin)', async () => {
    fakeServer({ [OWN_RECORD]: [failure(400, 'Select an organisation first.', { code: 'organisation_missing' })] });
    renderLicence();

    expect(await screen.findByRole('note')).toHaveTextContent(PROFILE_DETAILS_TEXT.noOrganisation);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains, instead of a form, when the person has no employee record here', async () => {
    fakeServer({ [OWN_RECORD]: [failure(404, messages.request.notFound)] });
    renderLicence();

    expect(await screen.findByRole('note')).toHaveTextContent(PROFILE_DETAILS_TEXT.noEmployeeRecord);
  });
});

/** The profile in an organisation with 'Enable Hubs' as given. */
const withHubs = (profile: Profile, hubs_enabled: boolean): Profile => ({
  ...profile,
  current_organisation: { ...profile.current_organisation!, hubs_enabled },
});

function renderOther(onSaved = vi.fn()) {
  const user = userEvent.setup();
  render(<ConnectedOtherDetails apiBase={API_BASE} onSaved={onSaved} />);
  return { user, onSaved };
}

describe('ConnectedOtherDetails', () => {
  it("loads the organisation's user custom fields with the person's values, saves them and refreshes the profile", async () => {
    sessionStore.getState().setProfile(withHubs(incompleteProfile, true));
    const { callsTo } = fakeServer({
      [OWN_RECORD]: [ok(ownEmployeeWithoutTags)],
      [TAGS]: [list(tagGroups)],
      [BRANCHES]: [branchList()],
      [UPDATE]: [ok(ownEmployee)],
      [PROFILE]: [ok({ ...withHubs(incompleteProfile, true), missing_user_tags: [] })],
    });
    const { user, onSaved } = renderOther();

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Induction Date ${messages.driverDetails.fieldRequired}`)).toBeInTheDocument();
    expect(callsTo(TAGS)[0]?.query.get('tag_type')).toBe('user');

    await user.selectOptions(screen.getByLabelText(/^Vehicle Preference/), 'Electric');
    await user.type(screen.getByLabelText(/^Parking Bay/), 'A1');
    await user.click(within(screen.getByRole('group', { name: /Shift/ })).getByRole('radio', { name: 'Day' }));
    await user.type(screen.getByLabelText(/^Induction Date/), '03/03/2025');
    await user.click(within(screen.getByRole('group', { name: /Trainings/ })).getByRole('checkbox', { name: 'Towing' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ section: 'other-details', pk: 301 }));
    const sent = callsTo(UPDATE)[0]?.body as { user_tags: { tag_group_name: string; value: unknown }[] };
    expect(Object.keys(sent)).toEqual(['user_tags']);
    expect(sent.user_tags).toContainEqual({ tag_group_name: 'Induction Date', value: '2025-03-03' });
    expect(sent.user_tags).toContainEqual({ tag_group_name: 'Trainings', value: ['Towing'] });
    expect(sent.user_tags.map((tag) => tag.tag_group_name)).not.toContain('Association to Additional Hubs');
    expect(toasts()).toContain(`success: ${PROFILE_DETAILS_TEXT.otherSaved}`);
    await waitFor(() => expect(sessionStore.getState().profile?.missing_user_tags).toEqual([]));
    // The answer replaced the record: the saved associations show by name.
    expect(screen.getByRole('group', { name: 'Association to Additional Hubs' })).toHaveTextContent('Melbourne Hub');
  });

  it("shows no additional hubs while the organisation has hubs off ('Enable Hubs'), and the branches still", async () => {
    sessionStore.getState().setProfile(withHubs(incompleteProfile, false));
    fakeServer({ [OWN_RECORD]: [ok(ownEmployee)], [TAGS]: [list(tagGroups)], [BRANCHES]: [branchList()] });
    renderOther();
    expect(await screen.findByRole('group', { name: 'Association to Additional Branches' })).toHaveTextContent('Docklands');
    expect(screen.queryByRole('group', { name: 'Association to Additional Hubs' })).not.toBeInTheDocument();
  });

  it('names the own branch even when the branch list cannot be read', async () => {
    fakeServer({ [OWN_RECORD]: [ok(ownEmployee)], [TAGS]: [list(tagGroups)], [BRANCHES]: [failure(500, messages.request.unexpected)] });
    renderOther();

    const branches = await screen.findByRole('group', { name: 'Association to Additional Branches' });
    expect(branches).toHaveTextContent('Docklands');
    // Parramatta (22) is only in the failed list: shown as stored.
    expect(branches).toHaveTextContent('22');
  });

  it('offers another try when the custom fields cannot be loaded', async () => {
    fakeServer({
      [OWN_RECORD]: [ok(ownEmployee), ok(ownEmployee)],
      [TAGS]: [failure(500, messages.request.unexpected), list(tagGroups)],
      [BRANCHES]: [branchList(), branchList()],
    });
    const { user } = renderOther();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.unexpected);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByLabelText(/^Parking Bay/)).toHaveValue('C7');
  });
});

function renderPersonal(onSaved = vi.fn()) {
  const user = userEvent.setup();
  render(<ConnectedPersonalDetails apiBase={API_BASE} today={USER_FORM_TODAY} onSaved={onSaved} />);
  return { user, onSaved };
}

describe('ConnectedPersonalDetails', () => {
  it('requires the date of birth the profile says is missing, checks the line manager, saves, toasts and refreshes the profile', async () => {
    const saved: Employee = {
      ...ownEmployeeWithoutPersonalDetails,
      employee_details: {
        ...ownEmployeeWithoutPersonalDetails.employee_details!,
        employees_extension: {
          ...ownEmployeeWithoutPersonalDetails.employee_details!.employees_extension,
          date_of_birth: { original: '1990-04-12', formated: '12/04/1990' },
          manager: 'morgan@example.test',
          cost_centre: { pk: 52, name: 'CC-200 Sales' },
          departments: [{ pk: 42, name: 'Sales' }],
        },
      },
    };
    const { callsTo } = fakeServer({
      [OWN_RECORD]: [ok(ownEmployeeWithoutPersonalDetails)],
      [DEPARTMENTS]: [list(departmentNames)],
      [COST_CENTRES]: [list(costCentreNames)],
      [VALIDATE]: [ok({ valid: false, fields: { manager: messages.driverDetails.managerInvalid } }), ok({ valid: true })],
      [UPDATE]: [ok(saved)],
      [PROFILE]: [ok({ ...incompleteProfile, missing_user_attributes: [{ alias: 'licenseNumber', label: 'License Number' }] })],
    });
    const { user, onSaved } = renderPersonal();

    expect(screen.getByRole('status')).toHaveTextContent(PROFILE_DETAILS_TEXT.loading);
    const dob = await screen.findByLabelText(/^Date of Birth/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(dob).toHaveAccessibleDescription(messages.userForm.dobRequired);
    expect(screen.getByLabelText(/^Line Manager's Email/)).not.toHaveAttribute('aria-invalid');

    const manager = screen.getByLabelText(/^Line Manager's Email/);
    await user.type(manager, 'nobody@example.test');
    await user.tab();
    await waitFor(() => expect(manager).toHaveAccessibleDescription(messages.driverDetails.managerInvalid));
    expect(callsTo(VALIDATE)[0]?.query.get('manager')).toBe('nobody@example.test');
    await user.clear(manager);
    await user.type(manager, 'morgan@example.test');
    await user.tab();
    await waitFor(() => expect(callsTo(VALIDATE)).toHaveLength(2));
    await waitFor(() => expect(manager).not.toHaveAttribute('aria-invalid'));

    await user.type(dob, '12/04/1990');
    await user.selectOptions(screen.getByLabelText(/^Cost Centre/), 'CC-200 Sales');
    await user.click(within(screen.getByRole('group', { name: /^Department/ })).getByRole('checkbox', { name: 'Sales' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ section: 'personal-details', pk: 301 }));
    expect(callsTo(UPDATE)[0]?.body).toEqual({ date_of_birth: '1990-04-12', manager: 'morgan@example.test', cost_centre: 52, departments: [42] });
    expect(toasts()).toContain(`success: ${PROFILE_DETAILS_TEXT.personalSaved}`);
    await waitFor(() => expect(sessionStore.getState().profile?.missing_user_attributes).toEqual([{ alias: 'licenseNumber', label: 'License Number' }]));
    expect(screen.getByLabelText(/^Date of Birth/)).toHaveValue('12/04/1990');
    expect(await screen.findByText(PROFILE_DETAILS_TEXT.personalSaved, { selector: 'p' })).toBeInTheDocument();
  });

  it("shows 'Saving...', then the server's refusal on its field, keeping what was typed and raising no toast", async () => {
    const held = heldReply({
      status: 403,
      body: { errors: { title: messages.request.forbidden, fields: { employee_id: messages.userForm.employeeIdLocked } } },
    });
    const { callsTo } = fakeServer({
      [OWN_RECORD]: [ok(ownEmployeeWithoutPersonalDetails)],
      [DEPARTMENTS]: [list(departmentNames)],
      [COST_CENTRES]: [list(costCentreNames)],
      [UPDATE]: [held.answer],
    });
    const { user, onSaved } = renderPersonal();
    await user.type(await screen.findByLabelText(/^Employee ID/), 'DRV-77');
    await user.type(screen.getByLabelText(/^Date of Birth/), '12/04/1990');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: messages.userForm.saving })).toBeDisabled();
    expect(callsTo(UPDATE)[0]?.body).toMatchObject({ employee_id: 'DRV-77' });
    held.release();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
    expect(screen.getByLabelText(/^Employee ID/)).toHaveAccessibleDescription(messages.userForm.employeeIdLocked);
    expect(screen.getByLabelText(/^Employee ID/)).toHaveValue('DRV-77');
    expect(screen.getByLabelText(/^Date of Birth/)).toHaveValue('12/04/1990');
    expect(onSaved).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
    expect(callsTo(PROFILE)).toHaveLength(0);
  });

  it('offers another try when the lists cannot be loaded', async () => {
    fakeServer({
      [OWN_RECORD]: [ok(ownEmployee), ok(ownEmployee)],
      [DEPARTMENTS]: [failure(500, messages.request.unexpected), list(departmentNames)],
      [COST_CENTRES]: [list(costCentreNames), list(costCentreNames)],
    });
    const { user } = renderPersonal();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.unexpected);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByLabelText(/^Employee ID/)).toHaveValue('E-1009');
  });

  it('explains, instead of a form, when the person has no employee record here', async () => {
    fakeServer({ [OWN_RECORD]: [failure(404, messages.request.notFound)], [DEPARTMENTS]: [list([])], [COST_CENTRES]: [list([])] });
    renderPersonal();

    expect(await screen.findByRole('note')).toHaveTextContent(PROFILE_DETAILS_TEXT.noEmployeeRecord);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
