import { messages, type Employee } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, heldReply, ok, type FakeReply } from '../test-support/fake-server';
import { organisations, profile } from '../test-support/fixtures';
import { employee, people, tagGroups, USER_FORM_TODAY, userFormOptions } from '../test-support/user-form-fixtures';
import { sessionStore } from '../session/session-store';
import { toastStore } from '../state/toast-store';
import { ConnectedUserForm, type ConnectedUserFormProps } from './ConnectedUserForm';

const API_BASE = 'https://api.motorpool.test';
const TFM = '/api/v1/tfm';
const GET_EMPLOYEE = `GET ${TFM}/employees-extensions/301/`;
const UPDATE = `PUT ${TFM}/employees-extensions/301/`;
const CREATE = `POST ${TFM}/employees-extensions/`;
const DELETE = `DELETE ${TFM}/employees-extensions/301/`;
const PEOPLE = `GET ${TFM}/employees-extensions/`;
const VALIDATE = `GET ${TFM}/employee/validate/`;
// The hubs are `branches/?branch_type=hub`; the fake server routes by path, so they get a path of their own here.
const HUBS = `GET ${TFM}/branches/hubs/`;

const list = <T,>(results: T[]) => ok({ results, count: results.length, next_page: null });

type Routes = Record<string, FakeReply[]>;

/** People as `employees-extensions/?ignore_serialize=true` answers them. */
const summaries = (found: typeof people) => found.map((person) => ({ ...person, email: `${person.pk}@example.test`, employee_id: null }));

function lists(overrides: Routes = {}): Routes {
  return {
    [`GET ${TFM}/roles/`]: [list(userFormOptions.roles)],
    [`GET ${TFM}/statuses/`]: [list(userFormOptions.statuses.map((name) => ({ name })))],
    [`GET ${TFM}/branches/`]: [list(userFormOptions.branches.map((branch) => ({ ...branch, branch_type: 'branch', is_active: true })))],
    [HUBS]: [list(userFormOptions.hubs.map((hub) => ({ ...hub, branch_type: 'hub', is_active: true })))],
    [`GET ${TFM}/departments/`]: [list(userFormOptions.departments)],
    [`GET ${TFM}/cost-centres/`]: [list(userFormOptions.costCentres)],
    [`GET ${TFM}/tags/`]: [list([])],
    [PEOPLE]: [list(summaries(people))],
    ...overrides,
  };
}

function serve(routes: Routes) {
  const server = fakeServer(routes);
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname === `${TFM}/branches/` && url.searchParams.get('branch_type') === 'hub') url.pathname = `${TFM}/branches/hubs/`;
    return answer(url, init);
  });
  return server;
}

function renderForm(props: Partial<ConnectedUserFormProps> = {}) {
  const user = userEvent.setup();
  const handlers = { onSaved: vi.fn(), onDeleted: vi.fn(), onCancel: vi.fn() };
  render(<ConnectedUserForm apiBase={API_BASE} today={USER_FORM_TODAY} {...handlers} {...props} />);
  return { user, ...handlers };
}

const toasts = () => toastStore.getState().toasts.map((toast) => `${toast.kind}: ${toast.message}`);

async function fillNewUser(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First Name'), 'Sam');
  await user.type(screen.getByLabelText('Last Name'), 'Okafor');
  await user.type(screen.getByLabelText('Email Address'), 'sam@example.test');
  await user.selectOptions(screen.getByLabelText('Branch'), 'Parramatta');
  await user.selectOptions(screen.getByLabelText('User Status'), 'Active');
  await user.selectOptions(screen.getByLabelText('Role'), 'Driver');
}

const saved = (overrides: Partial<Employee> = {}): Employee => ({ ...employee, ...overrides });
/** The signed-in profile with the organisation's 'Enable Hubs' as given. */
const withHubs = (hubs_enabled: boolean) => ({ ...profile, current_organisation: { ...profile.current_organisation!, hubs_enabled } });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile(profile);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
  toastStore.getState().dismiss();
});

describe('ConnectedUserForm: Add New User', () => {
  it('loads the lists with the session, then Save adds the user, toasts, and empties the form for the next one', async () => {
    const { callsTo } = serve(lists({ [CREATE]: [ok(saved({ pk: 302 }), 201)] }));
    const { user, onSaved } = renderForm();

    expect(screen.getByRole('status')).toHaveTextContent('Loading user details…');
    await fillNewUser(user);
    expect(callsTo(`GET ${TFM}/roles/`)[0]?.headers.get('organisation')).toBe('11');
    expect(callsTo(`GET ${TFM}/tags/`)[0]?.query.get('tag_type')).toBe('user');
    expect(callsTo(PEOPLE)[0]?.query.get('ignore_serialize')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ pk: 302, created: true, done: false, invited: false }));
    expect(callsTo(CREATE)[0]?.body).toMatchObject({
      user: { first_name: 'Sam', email: 'sam@example.test' },
      branch: 22,
      role: 2,
      status: 'Active',
      user_tags: [],
    });
    expect(toasts()).toContain(`success: ${messages.userForm.added}`);
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue(''));
    expect(screen.getByRole('heading', { name: 'Add New User' })).toBeInTheDocument();
  });

  it('Submit adds the user and says the person is done', async () => {
    serve(lists({ [CREATE]: [ok(saved({ pk: 303 }), 201)] }));
    const { user, onSaved } = renderForm();
    await fillNewUser(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ pk: 303, created: true, done: true, invited: false }));
  });

  it('says an invitation was sent when the email belongs to an account already in use, and empties the form', async () => {
    serve(lists({ [CREATE]: [ok({ message: messages.invite.awaitingAcceptance, invited: true }, 202)] }));
    const { user, onSaved } = renderForm();
    await fillNewUser(user);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ pk: null, created: false, done: false, invited: true }));
    expect(toasts()).toContain(`success: ${messages.invite.awaitingAcceptance}`);
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue(''));
  });

  it("shows 'Saving...' while saving, then the server's title and field errors, keeping what was typed", async () => {
    const held = heldReply({
      status: 400,
      body: { errors: { title: messages.request.invalid, fields: { 'user.email': messages.userForm.emailInUse } } },
    });
    serve(lists({ [CREATE]: [held.answer] }));
    const { user, onSaved } = renderForm();
    await fillNewUser(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: messages.userForm.saving })).toBeDisabled();
    held.release();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.invalid);
    // The field errors land in the form after the alert's render.
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(messages.userForm.emailInUse));
    expect(screen.getByLabelText('First Name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Role')).toHaveValue('2');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says 'Failed to save. Something went wrong' when the server gave no title", async () => {
    serve(lists());
    const { user } = renderForm();
    await fillNewUser(user);

    // No reply for the create: the call fails without an answer.
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.userForm.saveFailed);
    expect(screen.getByLabelText('Last Name')).toHaveValue('Okafor');
  });

  it("reads 'New User' in a CustomFleet organisation", async () => {
    sessionStore.getState().setProfile({ ...profile, current_organisation: organisations[1]! });
    serve(lists());
    renderForm();
    await screen.findByLabelText('First Name');
    expect(screen.getByRole('heading', { name: 'New User' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch roles' and 'Failed to fetch Hubs' at their fields, and still works", async () => {
    sessionStore.getState().setProfile(withHubs(true));
    serve(lists({ [`GET ${TFM}/roles/`]: [failure(500, messages.request.unexpected)], [HUBS]: [failure(500, messages.request.unexpected)] }));
    renderForm();
    expect(await screen.findByLabelText('Role')).toHaveAccessibleDescription(messages.userForm.rolesFailed);
    expect(screen.getByLabelText(/^Hub/)).toHaveAccessibleDescription(messages.userForm.hubsFailed);
  });

  it("has no Hub field while the organisation's profile says hubs are off", async () => {
    sessionStore.getState().setProfile(withHubs(false));
    serve(lists());
    renderForm();
    expect(await screen.findByLabelText('Role')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Hub/)).not.toBeInTheDocument();
  });

  it("asks for the Line Manager's Email when the organisation requires one, before saving", async () => {
    sessionStore.getState().setProfile({ ...profile, permissions: ['organisation_write'] });
    const { callsTo } = serve(lists({ [`GET ${TFM}/booking-approval-rules/line-manager/`]: [ok({ line_manager_required: true })] }));
    const { user } = renderForm();
    await fillNewUser(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Line Manager's Email is required")).toBeInTheDocument();
    expect(callsTo(CREATE)).toHaveLength(0);
  });

  it("checks the line manager's email with the server on blur", async () => {
    const { callsTo } = serve(lists({ [VALIDATE]: [ok({ valid: false, fields: { manager: messages.driverDetails.managerInvalid } })] }));
    const { user } = renderForm();
    await user.type(await screen.findByLabelText(/Line Manager's Email/), 'nobody@example.test');
    await user.tab();

    await waitFor(() => expect(screen.getByLabelText(/Line Manager's Email/)).toHaveAccessibleDescription(messages.driverDetails.managerInvalid));
    expect(callsTo(VALIDATE)[0]?.query.get('manager')).toBe('nobody@example.test');
  });

  it('uploads a licence photo in two steps (spec §7 document upload)', async () => {
    const uploadUrl = `${API_BASE}${TFM}/document/upload/signed.token/`;
    const { callsTo } = serve(
      lists({
        [`GET ${TFM}/document/upload/`]: [ok({ url: uploadUrl, fields: {} })],
        [`POST ${TFM}/document/upload/signed.token/`]: [ok({ url: '/uploads/documents/abc.png' })],
      }),
    );
    const { user } = renderForm();
    await user.upload(await screen.findByLabelText(/back photo/), new File(['png'], 'back.png', { type: 'image/png' }));

    expect(await screen.findByRole('img', { name: 'Licence back photo' })).toHaveAttribute('src', '/uploads/documents/abc.png');
    expect(callsTo(`GET ${TFM}/document/upload/`)[0]?.query.get('filename')).toBe('back.png');
  });

  it('searches the reminder recipients as the person types', async () => {
    const { callsTo } = serve(lists({ [PEOPLE]: [list(summaries(people.slice(0, 1))), list(summaries(people.slice(2)))] }));
    const { user } = renderForm();
    await user.click(within(await screen.findByRole('group', { name: /License Expiry Reminder/ })).getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('Find reminder recipients'), 'lee');

    expect(await screen.findByRole('checkbox', { name: 'Lee Hub (Hub Manager)' })).toBeInTheDocument();
    expect(callsTo(PEOPLE)[1]?.query.get('search')).toBe('lee');
  });

  it('Cancel saves nothing', async () => {
    const { calls } = serve(lists());
    const { user, onCancel } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('ConnectedUserForm: Edit User', () => {
  it('loads the user and the custom fields, and saves an update', async () => {
    const { callsTo } = serve(
      lists({
        [GET_EMPLOYEE]: [ok(employee)],
        [`GET ${TFM}/tags/`]: [list(tagGroups)],
        [UPDATE]: [ok(saved({ name: 'Riley Tran', user: { ...employee.user!, last_name: 'Tran' } }))],
      }),
    );
    const { user, onSaved } = renderForm({ pk: 301 });
    const lastName = await screen.findByLabelText('Last Name');
    expect(lastName).toHaveValue('Nguyen');
    expect(screen.getByLabelText('Parking Bay')).toHaveValue('C7');
    await user.clear(lastName);
    await user.type(lastName, 'Tran');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ pk: 301, created: false, done: true, invited: false }));
    expect(callsTo(UPDATE)[0]?.body).toMatchObject({ pk: 301, user: { last_name: 'Tran' } });
    expect(callsTo(UPDATE)[0]?.body).toHaveProperty('user_tags');
    expect(toasts()).toContain(`success: ${messages.userForm.updated}`);
    expect(screen.getByLabelText('Last Name')).toHaveValue('Tran');
  });

  it('asks for a deleted user only with include-deleted', async () => {
    const { callsTo } = serve(lists({ [GET_EMPLOYEE]: [ok(employee)] }));
    renderForm({ pk: 301, includeDeleted: true });
    await screen.findByLabelText('Last Name');
    expect(callsTo(GET_EMPLOYEE)[0]?.query.get('is_deleted')).toBe('true');
  });

  it('never clears the custom fields when they could not be loaded', async () => {
    const { callsTo } = serve(lists({ [GET_EMPLOYEE]: [ok(employee)], [`GET ${TFM}/tags/`]: [failure(500, 'Tags are down')], [UPDATE]: [ok(employee)] }));
    const { user } = renderForm({ pk: 301 });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(UPDATE)).toHaveLength(1));
    expect(callsTo(UPDATE)[0]?.body).not.toHaveProperty('user_tags');
    expect(screen.getByText('Tags are down')).toBeInTheDocument();
  });

  it("says 'Failed to fetch employee details' and tries again", async () => {
    serve({ ...lists({ [GET_EMPLOYEE]: [failure(404, messages.request.notFound), ok(employee)] }), ...doubled(lists()) });
    const { user } = renderForm({ pk: 301 });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.userForm.fetchFailed);

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByLabelText('Last Name')).toHaveValue('Nguyen');
  });

  it("deletes after the confirmation: 'Deleting...', the toast, then the user shows as deleted", async () => {
    const held = heldReply({ status: 200, body: { message: 'Deleted.' } });
    serve(lists({ [GET_EMPLOYEE]: [ok(employee)], [DELETE]: [held.answer] }));
    const { user, onDeleted } = renderForm({ pk: 301 });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await within(screen.getByRole('alertdialog')).findByRole('button', { name: messages.userForm.deleting })).toBeDisabled();
    held.release();

    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith({ pk: 301 }));
    expect(toasts()).toContain(`success: ${messages.userForm.deleted}`);
    // The dialog closes in the render after the delete settles, which a loaded machine can delay past the callback.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('note')).toHaveTextContent(messages.userForm.userDeleted);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(messages.userForm.userDeleted);
  });

  it("shows the server's reason when the delete is refused", async () => {
    serve(lists({ [GET_EMPLOYEE]: [ok(employee)], [DELETE]: [failure(400, messages.userForm.bookedCannotDelete)] }));
    const { user, onDeleted } = renderForm({ pk: 301 });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.userForm.bookedCannotDelete);
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

/** Every list answered twice, for a load and its retry. */
function doubled(routes: Routes): Routes {
  return Object.fromEntries(Object.entries(routes).map(([route, replies]) => [route, [...replies, ...replies]]));
}
