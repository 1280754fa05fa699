import { bookingMessages } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingEvaluation } from '../test-support/booking-fixtures';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { APPROVED_HEADING, DECLINED_HEADING } from './BookingAction';
import { ConnectedBookingAction } from './ConnectedBookingAction';
import { bookingLinkOf } from './link-params';

const API_BASE = 'https://api.motorpool.test';
const EVALUATE_APPROVE = 'GET /api/v1/tfm/booking/101/evaluate/approve/';
const EVALUATE_DECLINE = 'GET /api/v1/tfm/booking/101/evaluate/decline/';
const SUBMIT = 'POST /api/v1/tfm/booking/101/evaluate/';

afterEach(() => vi.unstubAllGlobals());

describe('bookingLinkOf', () => {
  it('takes only values that can be a link', () => {
    expect(bookingLinkOf('101', 'sig', 'approve')).toEqual({ pk: 101, signature: 'sig', action: 'approve' });
    expect(bookingLinkOf('10x', 'sig', 'approve')).toBeNull();
    expect(bookingLinkOf('0', 'sig', 'approve')).toBeNull();
    expect(bookingLinkOf('101', '', 'approve')).toBeNull();
    expect(bookingLinkOf('101', 'sig', 'delete')).toBeNull();
    expect(bookingLinkOf(undefined, undefined, undefined)).toBeNull();
  });
});

describe('ConnectedBookingAction', () => {
  it('shows the booking, then approves at once, once', async () => {
    const { callsTo } = fakeServer({ [EVALUATE_APPROVE]: [ok(bookingEvaluation)], [SUBMIT]: [ok({ message: bookingMessages.approved })] });
    render(<ConnectedBookingAction apiBase={API_BASE} link={{ pk: 101, signature: 'sig-1', action: 'approve' }} onLogin={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: APPROVED_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Booking approved successfully');
    expect(screen.getByText('Toyota Corolla (ABC123)')).toBeInTheDocument();
    expect(screen.getByText('Dana Driver')).toBeInTheDocument();
    expect(screen.getByText('Docklands')).toBeInTheDocument();
    expect(callsTo(EVALUATE_APPROVE)[0]?.query.get('signature')).toBe('sig-1');
    expect(callsTo(SUBMIT)).toHaveLength(1);
    expect(callsTo(SUBMIT)[0]?.body).toEqual({ pk: 101, signature: 'sig-1', action: 'approve' });
  });

  it('asks why before declining, and needs a reason', async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    const { callsTo } = fakeServer({
      [EVALUATE_DECLINE]: [ok({ ...bookingEvaluation, action: 'decline' })],
      [SUBMIT]: [ok({ message: bookingMessages.declined })],
    });
    render(<ConnectedBookingAction apiBase={API_BASE} link={{ pk: 101, signature: 'sig-1', action: 'decline' }} onLogin={onLogin} />);
    await user.click(await screen.findByRole('button', { name: 'Decline Booking' }));
    expect(screen.getByText(bookingMessages.reasonRequired)).toBeInTheDocument();
    expect(callsTo(SUBMIT)).toHaveLength(0);
    await user.type(screen.getByLabelText('Reason'), 'Vehicle due for service');
    await user.click(screen.getByRole('button', { name: 'Decline Booking' }));
    expect(await screen.findByRole('heading', { name: DECLINED_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Booking declined successfully');
    expect(callsTo(SUBMIT)[0]?.body).toEqual({ pk: 101, signature: 'sig-1', action: 'decline', reason: 'Vehicle due for service' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s title and a login link for a used link', async () => {
    fakeServer({ [EVALUATE_APPROVE]: [failure(410, bookingMessages.linkExpired)] });
    render(<ConnectedBookingAction apiBase={API_BASE} link={{ pk: 101, signature: 'sig-1', action: 'approve' }} loginUrl="/login" onLogin={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.linkExpired);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows a refusal of the approval itself', async () => {
    fakeServer({ [EVALUATE_APPROVE]: [ok(bookingEvaluation)], [SUBMIT]: [failure(409, 'A booking that is Cancelled cannot be approved.')] });
    render(<ConnectedBookingAction apiBase={API_BASE} link={{ pk: 101, signature: 'sig-1', action: 'approve' }} onLogin={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('A booking that is Cancelled cannot be approved.');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('says the link is not valid without asking the server', async () => {
    const { calls } = fakeServer({});
    render(<ConnectedBookingAction apiBase={API_BASE} link={null} onLogin={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
