import { messages, type Employee, type Profile } from '@motorpool/api';
import { PROFILE_DETAILS_TEXT, sessionStore, toast } from '@motorpool/widgets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

afterEach(() => {
  sessionStore.getState().signOut();
  toast.dismiss();
});

/** The signed-in driver's own record, without any of the general details of spec §5. */
const ownRecord: Employee = {
  pk: 41,
  name: 'Avery Admin',
  email: 'admin@demo.fleet',
  employee_id: null,
  status: { name: 'Active' },
  role: { pk: 2, name: 'Driver' },
  is_active: true,
  is_editable: true,
  edit_scope: 'limited',
  employee_details: {
    first_name: 'Avery',
    last_name: 'Admin',
    employee_id: null,
    employees_extension: {
      pk: 41,
      is_deleted: false,
      branch: { pk: 5, name: 'Parramatta' },
      departments: [],
      cost_centre: null,
      date_of_birth: null,
      manager: null,
    },
  },
};

type Sent = { path: string; method: string; body: unknown };

/**
 * The server for the card: the own record, departments and cost centres, the
 * save (answering the record with what was sent) and the profile, which is
 * `afterSave` once a save went through, as the server would compute it.
 */
function serve(start: Profile, afterSave: Profile) {
  const sent: Sent[] = [];
  let profile = start;
  stubFetch(
    (url, init) => {
      const path = new URL(url, 'http://portal.test').pathname;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ path, method, body });
      if (path.endsWith('/tfm/employees-extensions/get-profile/')) return json(ownRecord);
      if (path.endsWith('/tfm/departments/')) return json({ results: [{ pk: 3, name: 'Operations' }], count: 1, next_page: null });
      if (path.endsWith('/tfm/cost-centres/')) return json({ results: [{ pk: 4, name: 'CC-100 Fleet' }], count: 1, next_page: null });
      if (path.endsWith('/tfm/update-driver-extension/41/')) {
        profile = afterSave;
        const given = body as { date_of_birth?: string | null };
        const extension = {
          ...ownRecord.employee_details!.employees_extension,
          date_of_birth: given.date_of_birth ? { original: given.date_of_birth, formated: given.date_of_birth.split('-').reverse().join('/') } : null,
        };
        return json({ ...ownRecord, employee_details: { ...ownRecord.employee_details!, employees_extension: extension } });
      }
      if (path.endsWith('/user/profile/')) return json(profile);
      return json({ results: [], count: 0, next_page: null });
    },
    { brand: 'fleet-share' },
  );
  sessionStore.setState({ token: 'token-1', organisation: 1, profile: start });
  return { saves: () => sent.filter((call) => call.path.endsWith('/tfm/update-driver-extension/41/')) };
}

const missingDob = profileOf({ missing_user_attributes: [{ alias: 'dateOfBirth', label: 'Date of Birth' }], missing_user_tags: [] });
const complete = profileOf({ missing_user_attributes: [], missing_user_tags: [] });

describe('/profile/general-details Personal Details', () => {
  it('lets the Incomplete Profile Details prompt go once the missing date of birth is saved', async () => {
    const { saves } = serve(missingDob, complete);
    const router = renderAt('/users');

    const prompt = await screen.findByRole('dialog', { name: 'Incomplete Profile Details' });
    expect(prompt).toHaveTextContent('Date of Birth');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/general-details'));

    const card = await screen.findByRole('region', { name: 'Personal Details' });
    expect(card).toHaveAttribute('data-motorpool-theme', 'fleet-share');
    const dob = await within(card).findByLabelText(/^Date of Birth/);
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText(messages.userForm.dobRequired)).toBeInTheDocument();
    expect(saves()).toHaveLength(0);

    fireEvent.change(dob, { target: { value: '12/04/1990' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toEqual({ date_of_birth: '1990-04-12', manager: null, cost_centre: null, departments: [] });
    await waitFor(() => expect(sessionStore.getState().profile?.missing_user_attributes).toEqual([]));
    expect(await within(card).findByText(PROFILE_DETAILS_TEXT.personalSaved, { selector: 'p' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Messages' })).getByText(PROFILE_DETAILS_TEXT.personalSaved)).toBeInTheDocument();

    await router.navigate('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Incomplete Profile Details' })).not.toBeInTheDocument();
  });

  it('sits after the Name card', async () => {
    serve(complete, complete);
    renderAt('/profile/general-details');

    const personal = await screen.findByRole('region', { name: 'Personal Details' });
    const name = screen.getByRole('region', { name: 'Name' });
    expect(name.compareDocumentPosition(personal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(personal.compareDocumentPosition(screen.getByRole('region', { name: 'Email' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
