import { describe, expect, it } from 'vitest';
import type { AskField } from '@motorpool/api';
import { checkDriverDetails } from './driver-details';

const licenceNumber: AskField = { name: 'licenseNumber', label: 'License Number', data_type: 'free_text_field', alias: 'licenseNumber', visibility: null };

describe('checkDriverDetails', () => {
  it('requires an asked field unless its visibility is False', () => {
    expect(checkDriverDetails([licenceNumber], {}, new Date('2026-06-01T00:00:00Z'))).toEqual({ 'driver.licenseNumber': 'License Number is required' });
    expect(checkDriverDetails([{ ...licenceNumber, visibility: 'False' }], {}, new Date('2026-06-01T00:00:00Z'))).toEqual({});
  });
});
