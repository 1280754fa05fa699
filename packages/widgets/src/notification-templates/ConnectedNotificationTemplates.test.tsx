import { notificationTemplateMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedNotificationTemplateEditor } from './ConnectedNotificationTemplateEditor';
import { ConnectedNotificationTemplates } from './ConnectedNotificationTemplates';
import { bookingCreated, bookingCreatedPreview, customisedBookingCreated, templateSummaries, unknownVariableError } from './template-fixtures';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/organisations/notification-templates/';
const ONE = '/api/v1/organisations/notification-templates/booking_created/';

describe('ConnectedNotificationTemplates', () => {
  signInForEachTest(['organisation_write']);

  it('lists the organisation’s templates', async () => {
    fakeServer({ [LIST]: [ok({ results: templateSummaries })] });
    render(<ConnectedNotificationTemplates apiBase={API_BASE} templateHref={(code) => `/notification-templates/${code}`} />);
    expect(await screen.findByRole('link', { name: 'Booking created' })).toHaveAttribute('href', '/notification-templates/booking_created');
  });
});

describe('ConnectedNotificationTemplateEditor', () => {
  signInForEachTest(['notification-templates_update']);

  it('keeps the draft when a save is refused, shows the error under its part and focuses it', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [`GET ${ONE}`]: [ok(bookingCreated)],
      [`PUT ${ONE}`]: [failure(400, 'The template cannot be saved.', { fields: { html: unknownVariableError } }), ok(customisedBookingCreated)],
    });
    render(<ConnectedNotificationTemplateEditor apiBase={API_BASE} code="booking_created" />);
    const html = await screen.findByRole('textbox', { name: 'HTML body' });
    await user.clear(html);
    await user.type(html, '<p>{{{{ foo }}</p>');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(html).toHaveAttribute('aria-invalid', 'true'));
    expect(html).toHaveAccessibleDescription(unknownVariableError);
    expect(html).toHaveValue('<p>{{ foo }}</p>');
    await waitFor(() => expect(html).toHaveFocus());
    expect(callsTo(`PUT ${ONE}`)[0]?.body).toEqual({
      subject: bookingCreated.subject,
      html: '<p>{{ foo }}</p>',
      text: bookingCreated.text,
      bell: bookingCreated.bell,
    });
    expect(toastMessages()).toEqual([]);

    await user.clear(html);
    await user.type(html, '<p>Booked</p>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customised')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue(customisedBookingCreated.subject);
    expect(toastMessages()).toEqual([`success: ${notificationTemplateMessages.saved('Booking created')}`]);
  });

  it('previews the draft and restores the default', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [`GET ${ONE}`]: [ok(customisedBookingCreated)],
      [`POST ${ONE}preview/`]: [ok(bookingCreatedPreview)],
      [`DELETE ${ONE}`]: [ok(bookingCreated)],
    });
    render(<ConnectedNotificationTemplateEditor apiBase={API_BASE} code="booking_created" />);
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByTitle('Email preview')).toHaveAttribute('srcdoc', bookingCreatedPreview.html);
    expect(callsTo(`POST ${ONE}preview/`)[0]?.body).toMatchObject({ subject: customisedBookingCreated.subject });

    await user.click(screen.getByRole('button', { name: 'Restore default' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restore default' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue(bookingCreated.subject));
    expect(screen.queryByRole('button', { name: 'Restore default' })).not.toBeInTheDocument();
    expect(toastMessages()).toEqual([`success: ${notificationTemplateMessages.restored('Booking created')}`]);
  });
});
