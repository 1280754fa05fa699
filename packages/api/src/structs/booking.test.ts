import { describe, expect, it } from 'vitest';
import { isOverdueBooking, OVERDUE_INTERNAL_STATUS } from './booking';

const listed = (status: string, internal_status?: string | null, is_deleted = false) => ({ status: { status_name: status }, internal_status, is_deleted });

describe('isOverdueBooking', () => {
  it('is an In-Progress booking whose internal status is Overdue', () => {
    expect(OVERDUE_INTERNAL_STATUS).toBe('Overdue');
    expect(isOverdueBooking(listed('In-Progress', 'Overdue'))).toBe(true);
  });

  it('is not an ordinary In-Progress booking, nor one returned late', () => {
    expect(isOverdueBooking(listed('In-Progress'))).toBe(false);
    expect(isOverdueBooking(listed('In-Progress', null))).toBe(false);
    expect(isOverdueBooking(listed('In-Progress', 'Late Return'))).toBe(false);
  });

  it('is not a booking of another status, nor a deleted one, whatever its internal status', () => {
    for (const status of ['Pending Approval', 'Approved', 'Cancelled', 'Declined', 'Completed']) {
      expect(isOverdueBooking(listed(status, 'Overdue')), status).toBe(false);
    }
    expect(isOverdueBooking(listed('In-Progress', 'Overdue', true))).toBe(false);
  });

  it('reads the calendar shape, whose status is a plain string', () => {
    expect(isOverdueBooking({ status: 'In-Progress', internal_status: 'Overdue', is_deleted: false })).toBe(true);
    expect(isOverdueBooking({ status: 'Approved', internal_status: 'Overdue', is_deleted: false })).toBe(false);
  });
});
