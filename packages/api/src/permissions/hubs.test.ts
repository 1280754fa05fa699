import { describe, expect, it } from 'vitest';
import { hubsEnabledFor } from './hubs';

const organisation = { pk: 1, name: 'Demo Fleet', domain: null, logo: null, industry: 'Fleet' };

describe("hubsEnabledFor ('Enable Hubs' as the profile says it)", () => {
  it('is on only when the current organisation says so', () => {
    expect(hubsEnabledFor({ current_organisation: { ...organisation, hubs_enabled: true } })).toBe(true);
    expect(hubsEnabledFor({ current_organisation: { ...organisation, hubs_enabled: false } })).toBe(false);
  });

  it('is off before the profile loads, without an organisation, and for a profile that does not say', () => {
    expect(hubsEnabledFor(null)).toBe(false);
    expect(hubsEnabledFor({ current_organisation: null })).toBe(false);
    expect(hubsEnabledFor({ current_organisation: organisation })).toBe(false);
  });
});
