import { notificationTemplateMessages, type NotificationTemplate, type NotificationTemplateSummary, type PermissionName } from '@motorpool/api';
import { sessionStore, toast } from '@motorpool/widgets';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION_DENIED_TEXT } from '../../auth/PermissionDenied';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

afterEach(() => {
  sessionStore.getState().signOut();
  toast.dismiss();
  vi.unstubAllGlobals();
});

const LIST = '/api/v1/organisations/notification-templates/';
const ONE = `${LIST}booking_created/`;

const summary: NotificationTemplateSummary = {
  code: 'booking_created',
  label: 'Booking created',
  group: 'Bookings',
  audience: 'member',
  customised: false,
  updated_at: null,
};

const parts = { subject: 'Booking {{ booking_number }} created', html: '<p>Booked</p>', text: 'Booked', bell: 'Booked' };
const template: NotificationTemplate = {
  ...summary,
  ...parts,
  defaults: parts,
  variables: [{ name: 'booking_number', description: 'The booking’s number' }],
  required: [],
};

function signInWith(permissions: PermissionName[]) {
  const profile = profileOf({ permissions });
  const fetch = stubFetch((url, init) => {
    const path = new URL(url, 'http://portal.test').pathname;
    if (path.endsWith('/user/profile/')) return json(profile);
    if (path === LIST) return json({ results: [summary] });
    if (path === ONE && init?.method === 'PUT')
      return json({ ...template, ...JSON.parse(String(init.body)), customised: true, updated_at: '2026-11-29T04:00:00.000Z' });
    if (path === ONE) return json(template);
    return json({ results: [], count: 0, next_page: null });
  });
  sessionStore.setState({ token: 'token-1', organisation: 1, profile });
  return fetch;
}

const callsTo = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://portal.test').pathname === path);

describe('/notification-templates', () => {
  it('lists the messages with links to their templates for those who may edit them', async () => {
    signInWith(['notification-templates_update']);
    renderAt('/notification-templates');
    expect(await screen.findByRole('link', { name: 'Booking created' })).toHaveAttribute('href', '/notification-templates/booking_created');
    expect(screen.getByRole('heading', { level: 1, name: 'Notification Templates' })).toBeInTheDocument();
  });

  it('lists them without links for those who run the settings but may not edit templates', async () => {
    signInWith(['organisation_write']);
    renderAt('/notification-templates');
    expect(await screen.findByText('Booking created')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Booking created' })).not.toBeInTheDocument();
  });

  it('shows the permission-denied state to anyone else, without asking for the list', async () => {
    const fetch = signInWith(['driver_user', 'view_my_bookings']);
    renderAt('/notification-templates');
    expect(await screen.findByRole('alert')).toHaveTextContent(PERMISSION_DENIED_TEXT);
    expect(callsTo(fetch, LIST)).toHaveLength(0);
  });
});

describe('/notification-templates/{code}', () => {
  it('edits and saves a template', async () => {
    const fetch = signInWith(['notification-templates_update']);
    renderAt('/notification-templates/booking_created');
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    expect(screen.getByRole('link', { name: 'All notification templates' })).toHaveAttribute('href', '/notification-templates');
    // The breadcrumb and heading name the message, not its code.
    expect(screen.getByRole('heading', { level: 1, name: 'Booking created' })).toBeInTheDocument();
    fireEvent.change(subject, { target: { value: 'Booked: {{ booking_number }}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(notificationTemplateMessages.saved('Booking created'))).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, ONE).some(([, init]) => init?.method === 'PUT')).toBe(true));
  });

  it('is no page for someone who may only read the list', async () => {
    const fetch = signInWith(['organisation_write']);
    renderAt('/notification-templates/booking_created');
    expect(await screen.findByText(PERMISSION_DENIED_TEXT)).toBeInTheDocument();
    expect(callsTo(fetch, ONE)).toHaveLength(0);
  });

  it('answers not found for a message the product does not send', async () => {
    const fetch = signInWith(['notification-templates_update']);
    renderAt('/notification-templates/no_such_message');
    expect(await screen.findByText('Page not found', { selector: 'h1, h2' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Subject' })).not.toBeInTheDocument();
    expect(callsTo(fetch, '/api/v1/organisations/notification-templates/no_such_message/')).toHaveLength(0);
  });
});
