import { sessionStore } from '@motorpool/widgets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

afterEach(() => {
  sessionStore.getState().signOut();
});

const UPLOAD_URL = '/api/v1/accounts/user/image/upload/signed.token/';
const STORED = '/uploads/profile-images/abc123def456ghi789.png';

type Call = { path: string; init: RequestInit | undefined };

/** The two upload steps and `PUT user/me/`; `answerUpload` decides the second step. */
function stubUpload(answerUpload: () => Response) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://portal.test').pathname;
    calls.push({ path, init });
    if (path === '/api/v1/accounts/user/image/upload/') return json({ url: UPLOAD_URL, fields: {} });
    if (path === UPLOAD_URL) return answerUpload();
    if (path === '/api/v1/accounts/user/me/') {
      const body = JSON.parse(String(init?.body)) as { profile_image: string };
      return json({ ...profileOf(), profile_image: body.profile_image });
    }
    return json({ results: [], count: 0, next_page: null });
  });
  return calls;
}

async function openPhoto() {
  sessionStore.setState({ token: 'token-photo', organisation: 1, profile: profileOf() });
  renderAt('/profile/general-details');
  return within(await screen.findByRole('region', { name: 'Photo' }));
}

const chooseFile = (region: ReturnType<typeof within>, file: File) => fireEvent.change(region.getByLabelText('Change photo'), { target: { files: [file] } });

describe('profile photo on /profile/general-details', () => {
  it('shows initials without a photo, uploads in two steps, saves the URL and shows the new photo', async () => {
    const calls = stubUpload(() => json({ url: STORED }));
    const region = await openPhoto();
    const profile = profileOf();
    expect(region.getByText(`${profile.first_name[0]}${profile.last_name[0]}`.toUpperCase())).toBeInTheDocument();

    chooseFile(region, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));

    expect(await region.findByRole('status')).toHaveTextContent('Your photo has been saved.');
    expect(region.getByRole('img', { name: `${profile.first_name} ${profile.last_name}` })).toHaveAttribute('src', STORED);
    expect(sessionStore.getState().profile?.profile_image).toBe(STORED);

    const [first, second, third] = calls.filter((call) => call.init?.method !== undefined && call.init.method !== 'GET');
    expect(first?.path).toBe('/api/v1/accounts/user/image/upload/');
    expect(JSON.parse(String(first?.init?.body))).toEqual({ file_name: 'me.png' });
    expect(second?.path).toBe(UPLOAD_URL);
    expect(second?.init?.body).toBeInstanceOf(FormData);
    expect(new Headers(second?.init?.headers).get('authorization')).toBe('Bearer token-photo');
    expect(third?.path).toBe('/api/v1/accounts/user/me/');
    expect(JSON.parse(String(third?.init?.body))).toEqual({ profile_image: STORED });
  });

  it('shows the server’s error title and keeps the profile as it was', async () => {
    const calls = stubUpload(() => json({ errors: { title: 'Upload a PNG, JPEG, WebP or GIF image.' } }, 400));
    const region = await openPhoto();

    chooseFile(region, new File(['not an image'], 'me.png', { type: 'image/png' }));

    expect(await region.findByRole('alert')).toHaveTextContent('Upload a PNG, JPEG, WebP or GIF image.');
    await waitFor(() => expect(region.getByLabelText('Change photo')).toBeEnabled());
    expect(calls.some((call) => call.path === '/api/v1/accounts/user/me/')).toBe(false);
    expect(sessionStore.getState().profile?.profile_image).toBeNull();
  });
});
