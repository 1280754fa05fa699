import { JOB_KIND_LABELS } from '@motorpool/api';
import { describe, expect, it } from 'vitest';
import { BOOKING_JOB } from '../bookings/timed-rules';
import { MEMBER_JOB } from '../employees/licence-expiry';

describe('the jobs screen’s names of job kinds', () => {
  it('names every kind the server plans, and no kind it does not', () => {
    const planned = [...Object.values(BOOKING_JOB), ...Object.values(MEMBER_JOB)].sort();
    expect(Object.keys(JOB_KIND_LABELS).sort()).toEqual(planned);
  });
});
