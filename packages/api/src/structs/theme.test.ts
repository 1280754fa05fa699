import { describe, expect, it } from 'vitest';
import { contrastRatio, formatContrast, themeColourErrors, themeMessages } from './theme';
import { themeProperties } from './theme-colours';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f4fd1', '#1F4FD1')).toBe(1);
  });

  it('matches the WCAG figures of known pairs', () => {
    // #777777 on white is the classic near miss: 4.48:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // #767676 is the lightest grey that passes on white: 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('formatContrast', () => {
  it('rounds down, so a pair under the rule never reads as meeting it', () => {
    expect(formatContrast(4.48)).toBe('4.4');
    expect(formatContrast(21)).toBe('21.0');
  });
});

describe('themeColourErrors', () => {
  it('accepts no colours (the host brand) and an AA pair', () => {
    expect(themeColourErrors({ brand_color: null, brand_contrast_color: null })).toBeNull();
    expect(themeColourErrors({ brand_color: '#1f4fd1', brand_contrast_color: '#ffffff' })).toBeNull();
  });

  it('refuses a pair under 4.5:1 on the brand colour with the ratio', () => {
    expect(themeColourErrors({ brand_color: '#777777', brand_contrast_color: '#ffffff' })).toEqual({
      brand_color: 'Brand colour: contrast with its text is 4.4:1; at least 4.5:1 is needed.',
    });
  });

  it('refuses a brand colour too light to read as text on white, whatever its own text', () => {
    // Yellow with black text is 13.8:1, but a yellow link on white is 1.5:1.
    expect(themeColourErrors({ brand_color: '#ffcc00', brand_contrast_color: '#000000' })).toEqual({
      brand_color: 'Brand colour: as text on white (links, today on the calendar) its contrast is 1.5:1; at least 4.5:1 is needed.',
    });
  });

  it('refuses half a pair on the missing field', () => {
    expect(themeColourErrors({ brand_color: '#1f4fd1', brand_contrast_color: null })).toEqual({ brand_contrast_color: themeMessages.pairIncomplete });
    expect(themeColourErrors({ brand_color: null, brand_contrast_color: '#ffffff' })).toEqual({ brand_color: themeMessages.pairIncomplete });
  });
});

describe('themeProperties', () => {
  it('sets the brand, its text and a focus ring drawn from the brand', () => {
    expect(themeProperties({ brand_color: '#1f4fd1', brand_contrast_color: '#ffffff' })).toEqual({
      '--motorpool-color-brand': '#1f4fd1',
      '--motorpool-color-brand-contrast': '#ffffff',
      '--motorpool-color-focus-ring': 'rgba(31, 79, 209, 0.45)',
    });
  });
});
