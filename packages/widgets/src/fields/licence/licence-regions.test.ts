import { describe, expect, it } from 'vitest';
import { licenceRegionOf, licenceStateOptions } from './licence-regions';

describe('licenceStateOptions (spec §5: New Zealand vs Australia)', () => {
  const serverOptions = [
    { value: 'VIC', label: 'Victoria' },
    { value: 'NSW', label: 'New South Wales' },
    { value: 'Canterbury', label: 'Canterbury' },
  ];

  it("keeps the organisation's options of the licence country", () => {
    expect(licenceStateOptions('Australia', serverOptions).map((option) => option.value)).toEqual(['VIC', 'NSW']);
    expect(licenceStateOptions('New Zealand', serverOptions).map((option) => option.value)).toEqual(['Canterbury']);
    expect(licenceStateOptions('NZ', serverOptions).map((option) => option.value)).toEqual(['Canterbury']);
  });

  it("offers the country's own list when the organisation has none, Australia by default", () => {
    expect(licenceStateOptions('', []).map((option) => option.value)).toContain('Queensland');
    expect(licenceStateOptions('New Zealand', [{ value: 'VIC', label: 'Victoria' }]).map((option) => option.value)).toContain('Otago');
    expect(licenceStateOptions('New Zealand', []).map((option) => option.value)).not.toContain('Victoria');
  });

  it('leaves another country to the organisation, or to free text', () => {
    expect(licenceStateOptions('United Kingdom', serverOptions)).toEqual(serverOptions);
    expect(licenceStateOptions('United Kingdom', [])).toEqual([]);
  });
});

describe('licenceRegionOf', () => {
  it('reads Australia by default and New Zealand by its names and codes', () => {
    expect(licenceRegionOf('')).toBe('australia');
    expect(licenceRegionOf(null)).toBe('australia');
    expect(licenceRegionOf('AUS')).toBe('australia');
    expect(licenceRegionOf(' New Zealand ')).toBe('newZealand');
    expect(licenceRegionOf('nzl')).toBe('newZealand');
    expect(licenceRegionOf('Fiji')).toBeNull();
  });
});
