import { sessionStore } from '@motorpool/widgets';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoFleet, profileOf } from '../test-support/profiles';
import { OrganisationTheme, organisationThemeRule } from './OrganisationTheme';
import { FALLBACK_PORTAL_CONFIG, PortalConfigContext } from './portal-config';

const GREEN = { brand_color: '#0b5d1e', brand_contrast_color: '#ffffff' };
const themeStyle = () => document.getElementById('motorpool-organisation-theme');
const icon = () => document.querySelector('link[rel="icon"]')?.getAttribute('href');

function renderTheme() {
  return render(
    <PortalConfigContext value={FALLBACK_PORTAL_CONFIG}>
      <OrganisationTheme />
    </PortalConfigContext>,
  );
}

beforeEach(() => {
  const link = document.createElement('link');
  link.rel = 'icon';
  document.head.append(link);
});
afterEach(() => {
  sessionStore.getState().signOut();
  document.head.innerHTML = '';
});

describe('OrganisationTheme', () => {
  it('puts the signed-in organisation’s colours on the root and on every brand-themed widget root, and its favicon on the tab', () => {
    sessionStore.getState().signIn({ token: 't', organisation: 1 });
    sessionStore.getState().setProfile(profileOf({ current_organisation: { ...demoFleet, theme: GREEN, favicon_url: '/uploads/theme-images/icon.png' } }));
    renderTheme();
    expect(themeStyle()?.textContent).toBe(
      'html:root, html:root [data-motorpool-theme] { --motorpool-color-brand: #0b5d1e; --motorpool-color-brand-contrast: #ffffff; --motorpool-color-focus-ring: rgba(11, 93, 30, 0.45); }',
    );
    expect(icon()).toBe('/uploads/theme-images/icon.png');
  });

  it('leaves the host brand’s colours and icon without a theme, and goes back to them on signing out', () => {
    renderTheme();
    expect(themeStyle()).toBeNull();
    expect(icon()).toBe(FALLBACK_PORTAL_CONFIG.logo_url);

    act(() => {
      sessionStore.getState().signIn({ token: 't', organisation: 1 });
      sessionStore.getState().setProfile(profileOf({ current_organisation: { ...demoFleet, theme: GREEN, favicon_url: '/uploads/theme-images/icon.png' } }));
    });
    expect(themeStyle()).not.toBeNull();
    act(() => sessionStore.getState().signOut());
    expect(themeStyle()).toBeNull();
    expect(icon()).toBe(FALLBACK_PORTAL_CONFIG.logo_url);
  });

  it('never writes anything but #rrggbb colours into the stylesheet', () => {
    expect(organisationThemeRule({ brand_color: 'red;} body{display:none', brand_contrast_color: '#ffffff' })).toBeNull();
  });
});
