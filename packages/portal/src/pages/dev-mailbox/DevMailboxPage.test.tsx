import type { OutboxMessage } from '@motorpool/api';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { renderAt } from '../../test-support/render';

function messageOf(overrides: Partial<OutboxMessage>): OutboxMessage {
  return {
    pk: 1,
    channel: 'email',
    to: 'driver@demo.fleet',
    subject: 'Reset your Motorpool password',
    text: 'Hello Dana,\n\nReset password: http://127.0.0.1:3000/forgot-password?token=abc.def.',
    html: null,
    template: 'password_reset',
    created_at: '2025-03-01T09:30:00.000Z',
    sent_at: null,
    ...overrides,
  };
}

const outbox = [messageOf({ pk: 2, to: 'new.driver@example.com', subject: 'Your Motorpool code: 123456', text: 'Your code is 123456.' }), messageOf({ pk: 1 })];

function stubOutbox() {
  return stubFetch(
    (url) => {
      const to = new URL(url, 'http://portal.test').searchParams.get('to');
      const results = to ? outbox.filter((message) => message.to === to) : outbox;
      return json({ results, count: results.length, next_page: null });
    },
    { dev_mailbox: true },
  );
}

describe('/dev/mailbox', () => {
  it('is not there unless the server serves the mailbox', async () => {
    stubFetch(() => json({}), { dev_mailbox: false });
    renderAt('/dev/mailbox');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('lists the messages newest first, with recipient, subject, time and clickable links', async () => {
    const fetch = stubOutbox();
    renderAt('/dev/mailbox');

    const list = await screen.findByRole('list', { name: 'Messages' });
    const [newest, older] = within(list).getAllByRole('article');
    expect(within(newest!).getByRole('heading')).toHaveTextContent('Your Motorpool code: 123456');
    expect(newest).toHaveTextContent('To new.driver@example.com');
    expect(within(older!).getByRole('link')).toHaveAttribute('href', 'http://127.0.0.1:3000/forgot-password?token=abc.def');
    expect(within(older!).getByText(/Mar/)).toHaveAttribute('datetime', '2025-03-01T09:30:00.000Z');
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/v1/dev/outbox/?page=1&page_size=20');
  });

  it('narrows the list to one recipient and back', async () => {
    stubOutbox();
    const router = renderAt('/dev/mailbox');
    await screen.findByRole('list', { name: 'Messages' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Recipient' }), { target: { value: ' driver@demo.fleet ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('1 message to driver@demo.fleet, newest first')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?to=driver%40demo.fleet');

    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByText('2 messages, newest first')).toBeInTheDocument();
  });

  it('is linked from the login footer only when the mailbox is served', async () => {
    stubFetch(() => json({}), { dev_mailbox: true });
    renderAt('/login');
    expect(await screen.findByRole('link', { name: 'Development mailbox' })).toHaveAttribute('href', '/dev/mailbox');
  });
});
