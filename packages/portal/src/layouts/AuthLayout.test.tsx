import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test-support/portal-fetch';
import { renderAt } from '../test-support/render';

const fleetShare = {
  brand: 'fleet-share',
  title: 'FleetShare',
  logo_url: '/brand/fleet-share-logo.svg',
  side_image_url: '/brand/fleet-share-side.svg',
  remember_me_days: 7,
} as const;

describe('the brand by host (spec §1)', () => {
  it('gives a fleet-share host its title, logo, theme and side image', async () => {
    stubFetch(() => json({}), fleetShare);
    renderAt('/login');

    expect(await screen.findByRole('banner')).toHaveTextContent('FleetShare');
    await waitFor(() => expect(document.title).toBe('Sign in · FleetShare'));
    expect(document.documentElement).toHaveAttribute('data-motorpool-theme', 'fleet-share');
    const images = [...document.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(images).toEqual(expect.arrayContaining(['/brand/fleet-share-logo.svg', '/brand/fleet-share-side.svg']));
    expect(screen.queryByRole('link', { name: 'Development mailbox' })).not.toBeInTheDocument();
  });

  it('gives every other host the default brand, without a side image', async () => {
    stubFetch(() => json({}));
    renderAt('/login');

    expect(await screen.findByRole('banner')).toHaveTextContent('Motorpool');
    expect(document.documentElement).toHaveAttribute('data-motorpool-theme', 'default');
    expect(document.querySelector('img[src="/brand/fleet-share-side.svg"]')).toBeNull();
  });

  it('falls back to the default brand when the configuration cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => json({ errors: { title: 'Service unavailable' } }, 503));
    renderAt('/login');

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-motorpool-theme', 'default');
  });

  it('shows the form alone when embedded', async () => {
    stubFetch(() => json({}), fleetShare);
    renderAt('/login?embed=1');

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
