import type { Employee, Profile, TagGroup } from '@motorpool/api';
import { PROFILE_DETAILS_TEXT, sessionStore, toast } from '@motorpool/widgets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { demoFleet, profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

afterEach(() => {
  sessionStore.getState().signOut();
  toast.dismiss();
});

/** The signed-in driver's own record as `employees-extensions/get-profile/` answers it, without licence details. */
const ownRecord: Employee = {
  pk: 41,
  name: 'Avery Admin',
  email: 'admin@demo.fleet',
  status: { name: 'Active' },
  role: { pk: 1, name: 'Admin' },
  is_active: true,
  is_editable: true,
  edit_scope: 'limited',
  employee_details: {
    first_name: 'Avery',
    last_name: 'Admin',
    employees_extension: {
      pk: 41,
      is_deleted: false,
      branch: { pk: 5, name: 'Parramatta' },
      hub: null,
      license_number: null,
      license_class: [],
      license_valid_upto: null,
      user_tags: [
        { tag_group_name: 'Uniform Size', value: null },
        { tag_group_name: 'Association to Additional Hubs', value: ['9'] },
      ],
    },
  },
};

const groups: TagGroup[] = [
  { pk: 1, tag_group_name: 'Uniform Size', tag_data_type: 'textselect', tags: ['S', 'M', 'L'], is_mandatory: true },
  { pk: 2, tag_group_name: 'Association to Additional Hubs', tag_data_type: 'multitextselect', tags: [] },
];

const incomplete = profileOf({
  missing_user_attributes: [{ alias: 'licenseNumber', label: 'License Number' }],
  missing_user_tags: [{ tag_group_name: 'Uniform Size' }],
});

type Sent = { path: string; method: string; body: unknown };

/**
 * The server for the two tabs: the own record, the custom fields, branches,
 * the save (answering the record with what was sent) and the profile, which
 * `profile` holds as the server would compute it now.
 */
function serve(start: Profile, afterSave: Profile, brand: 'default' | 'fleet-share' = 'default') {
  const sent: Sent[] = [];
  let profile = start;
  stubFetch(
    (url, init) => {
      const path = new URL(url, 'http://portal.test').pathname;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ path, method, body });
      if (path.endsWith('/tfm/employees-extensions/get-profile/')) return json(ownRecord);
      if (path.endsWith('/tfm/tags/')) return json({ results: groups, count: groups.length, next_page: null });
      if (path.endsWith('/tfm/branches/'))
        return json({ results: [{ pk: 9, name: 'Sydney Hub', branch_type: 'hub', is_active: true }], count: 1, next_page: null });
      if (path.endsWith('/tfm/update-driver-extension/41/')) {
        profile = afterSave;
        const extension = { ...ownRecord.employee_details!.employees_extension, ...(body as object) };
        return json({ ...ownRecord, employee_details: { ...ownRecord.employee_details!, employees_extension: extension } });
      }
      if (path.endsWith('/user/profile/')) return json(profile);
      return json({ results: [], count: 0, next_page: null });
    },
    { brand },
  );
  sessionStore.setState({ token: 'token-1', organisation: 1, profile: start });
  return { sent, saves: () => sent.filter((call) => call.path.endsWith('/tfm/update-driver-extension/41/')) };
}

describe('/profile/license-details', () => {
  it("edits the person's own licence in the brand's theme, toasts, and refreshes the profile", async () => {
    const { saves } = serve(incomplete, profileOf({ missing_user_attributes: [], missing_user_tags: [] }), 'fleet-share');
    renderAt('/profile/license-details');

    const card = await screen.findByRole('region', { name: 'License Details' });
    expect(card).toHaveAttribute('data-motorpool-theme', 'fleet-share');
    const number = await within(card).findByLabelText(/^License Number/);
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('License Number is required')).toBeInTheDocument();

    fireEvent.change(number, { target: { value: 'NSW998877' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('region', { name: 'Messages' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Messages' })).getByText(PROFILE_DETAILS_TEXT.licenceSaved)).toBeInTheDocument());
    expect(saves()[0]?.method).toBe('PUT');
    expect(saves()[0]?.body).toMatchObject({ license_number: 'NSW998877' });
    await waitFor(() => expect(sessionStore.getState().profile?.missing_user_attributes).toEqual([]));
  });

  it('lets the Incomplete Profile Details prompt go once the missing licence detail is saved', async () => {
    serve(
      profileOf({ missing_user_attributes: [{ alias: 'licenseNumber', label: 'License Number' }], missing_user_tags: [] }),
      profileOf({ missing_user_attributes: [], missing_user_tags: [] }),
      'fleet-share',
    );
    const router = renderAt('/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/license-details'));

    fireEvent.change(await screen.findByLabelText(/^License Number/), { target: { value: 'NSW998877' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sessionStore.getState().profile?.missing_user_attributes).toEqual([]));
    await router.navigate('/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Incomplete Profile Details' })).not.toBeInTheDocument();
  });

  it('tells a system admin without an organisation why there is nothing to edit', async () => {
    const sysadmin = profileOf({ is_system_admin: true, organisations: [], current_organisation: null, role: null, permissions: [] });
    stubFetch((url) => {
      if (url.includes('/employees-extensions/get-profile/'))
        return json({ errors: { title: 'Select an organisation first.', code: 'organisation_missing' } }, 400);
      if (url.endsWith('/user/profile/')) return json(sysadmin);
      return json({ results: [], count: 0, next_page: null });
    });
    sessionStore.setState({ token: 'token-1', organisation: null, profile: sysadmin });
    renderAt('/profile/license-details');

    expect(await screen.findByText(PROFILE_DETAILS_TEXT.noOrganisation)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('/profile/other-details', () => {
  it("edits the organisation's custom fields, shows the hubs read-only, and refreshes the profile", async () => {
    // An organisation that works with hubs, so the additional hubs show (Enable Hubs).
    const withHubs = { current_organisation: { ...demoFleet, hubs_enabled: true } };
    const { saves } = serve({ ...incomplete, ...withHubs }, profileOf({ missing_user_attributes: [], missing_user_tags: [], ...withHubs }));
    renderAt('/profile/other-details');

    const card = await screen.findByRole('region', { name: 'Other Details' });
    expect(card).toHaveAttribute('data-motorpool-theme', 'default');
    expect(await within(card).findByRole('group', { name: 'Association to Additional Hubs' })).toHaveTextContent('Sydney Hub');
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Uniform Size field is a required field')).toBeInTheDocument();

    fireEvent.change(within(card).getByLabelText(/^Uniform Size/), { target: { value: 'M' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toEqual({ user_tags: [{ tag_group_name: 'Uniform Size', value: 'M' }] });
    await waitFor(() => expect(sessionStore.getState().profile?.missing_user_tags).toEqual([]));
    expect(await within(card).findByText(PROFILE_DETAILS_TEXT.otherSaved)).toBeInTheDocument();
  });
});
