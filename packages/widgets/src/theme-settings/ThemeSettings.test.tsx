import { themeMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { hostBrandTheme, organisationTheme, themeTrail } from '../test-support/theme-fixtures';
import { ConnectedThemeSettings } from './ConnectedThemeSettings';
import { ThemeSettings } from './ThemeSettings';

const API_BASE = 'https://api.motorpool.test';
const THEME = '/api/v1/organisations/theme/';
const AUDITS = 'GET /api/v1/organisations/audits/';
const trailPage = (entries: unknown[]) => ok({ results: entries, count: entries.length, next_page: null });
const png = (name = 'logo.png', size = 200) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function renderReady(overrides: Partial<Parameters<typeof ThemeSettings>[0]> = {}) {
  const onSave = vi.fn(async () => true);
  const onUpload = vi.fn(async () => '/uploads/theme-images/abcdefghijklmnopqrstuvwx.png');
  const view = render(
    <ThemeSettings status="ready" settings={organisationTheme} onSave={onSave} onUpload={onUpload} organisationName="Demo Fleet" {...overrides} />,
  );
  return { onSave, onUpload, ...view };
}

describe('ThemeSettings', () => {
  it('shows the contrast as the colours are typed and restyles the preview from them', async () => {
    const { container } = renderReady();
    expect(screen.getByText(/^Contrast/)).toHaveTextContent('Contrast with its text 8.0:1, as text on white 8.0:1 — meets WCAG AA (at least 4.5:1).');
    const brand = screen.getByRole('textbox', { name: 'Brand colour' });
    await userEvent.clear(brand);
    await userEvent.type(brand, '#777777');
    expect(screen.getByText(/^Contrast/)).toHaveTextContent('Contrast with its text 4.4:1, as text on white 4.4:1 — below WCAG AA (at least 4.5:1).');
    const preview = container.querySelector<HTMLElement>('[style*="--motorpool-color-brand"]');
    expect(preview?.style.getPropertyValue('--motorpool-color-brand')).toBe('#777777');
    expect(preview?.style.getPropertyValue('--motorpool-color-brand-contrast')).toBe('#ffffff');
  });

  it('refuses a pair under 4.5:1 with the ratio on the brand colour, before anything is sent', async () => {
    const { onSave } = renderReady();
    const brand = screen.getByRole('textbox', { name: 'Brand colour' });
    await userEvent.clear(brand);
    await userEvent.type(brand, '#777777');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(brand).toHaveAccessibleDescription(themeMessages.lowContrast(4.48));
    expect(brand).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    // Mended, the message goes as the colour is typed.
    await userEvent.clear(brand);
    await userEvent.type(brand, '#555555');
    expect(brand).toHaveAccessibleDescription('Buttons, the selected menu item and bookings on the calendar. As #rrggbb.');
  });

  it('refuses a brand colour too light to read as text on white, even with dark text on it', async () => {
    const { onSave } = renderReady();
    const brand = screen.getByRole('textbox', { name: 'Brand colour' });
    const text = screen.getByRole('textbox', { name: 'Text on brand colour' });
    await userEvent.clear(brand);
    await userEvent.type(brand, '#ffcc00');
    await userEvent.clear(text);
    await userEvent.type(text, '#000000');
    expect(screen.getByText(/^Contrast/)).toHaveTextContent('Contrast with its text 13.8:1, as text on white 1.5:1 — below WCAG AA (at least 4.5:1).');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(brand).toHaveAccessibleDescription(themeMessages.lowContrastOnSurface(1.5));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a colour that is not #rrggbb with the field named', async () => {
    const { onSave } = renderReady();
    const text = screen.getByRole('textbox', { name: 'Text on brand colour' });
    await userEvent.clear(text);
    await userEvent.type(text, 'white');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(text).toHaveAccessibleDescription(themeMessages.colourInvalid('Text on brand colour'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends no colours when the host brand’s are chosen, and the previews show the brand’s', async () => {
    const { onSave, container } = renderReady();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use our own colours' }));
    expect(screen.getByRole('textbox', { name: 'Brand colour' })).toBeDisabled();
    const preview = container.querySelector<HTMLElement>('[style*="--motorpool-color-brand"]');
    expect(preview?.style.getPropertyValue('--motorpool-color-brand')).toBe('#1f4fd1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ brand_color: null, brand_contrast_color: null, logo_url: organisationTheme.logo_url, favicon_url: null });
  });

  it('uploads a chosen favicon and sends its path; refuses a file of the wrong type or size without sending it', async () => {
    const { onSave, onUpload, container } = renderReady({ settings: hostBrandTheme });
    expect(screen.getByText('No favicon: the tab shows the brand’s icon.')).toBeInTheDocument();
    const favicon = container.querySelector<HTMLInputElement>('input[type="file"][name="favicon_url"]');
    if (!favicon) throw new Error('no favicon input');
    await userEvent.upload(favicon, new File(['x'], 'icon.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(screen.getByRole('button', { name: 'Upload favicon' })).toHaveAccessibleDescription('Upload a PNG, JPEG, WebP or GIF image.');
    await userEvent.upload(favicon, png('big.png', 2 * 1024 * 1024 + 1));
    expect(screen.getByRole('button', { name: 'Upload favicon' })).toHaveAccessibleDescription('The image is too large; the limit is 2 MB.');
    expect(onUpload).not.toHaveBeenCalled();

    await userEvent.upload(favicon, png('icon.png'));
    expect(await screen.findByRole('img', { name: 'Current favicon' })).toHaveAttribute('src', '/uploads/theme-images/abcdefghijklmnopqrstuvwx.png');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ favicon_url: '/uploads/theme-images/abcdefghijklmnopqrstuvwx.png', logo_url: null }));
  });

  it('removes the logo, and the preview names the organisation instead', async () => {
    const { onSave } = renderReady();
    await userEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.getByText('No logo: the menu shows the organisation’s name.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ logo_url: null }));
  });

  it('puts the server’s refusal on its field and keeps what was chosen', () => {
    renderReady({ serverError: 'Please correct the highlighted fields.', fieldErrors: { logo_url: themeMessages.imageNotUploaded('Logo') } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByRole('button', { name: 'Replace logo' })).toHaveAccessibleDescription('Logo: upload the image on this screen.');
  });
});

describe('ConnectedThemeSettings', () => {
  signInForEachTest();

  it('loads, saves through the server, shows the new trail entry and themes the session’s organisation at once', async () => {
    const saved = { ...organisationTheme, brand_color: '#1f4fd1' };
    const newer = {
      pk: 22,
      action: 'Updated',
      actor: { pk: 7, name: 'Priya Raman' },
      changes: { brand_color: ['#0b5d1e', '#1f4fd1'] },
      created_at: '2026-11-29T01:00:00Z',
    };
    const { callsTo } = fakeServer({
      [`GET ${THEME}`]: [ok(organisationTheme)],
      [`PUT ${THEME}`]: [ok(saved)],
      [AUDITS]: [trailPage(themeTrail), trailPage([newer, ...themeTrail])],
    });
    sessionStore.getState().setProfile(profile);
    const onSaved = vi.fn();
    render(<ConnectedThemeSettings apiBase={API_BASE} onSaved={onSaved} />);
    const brand = await screen.findByRole('textbox', { name: 'Brand colour' });
    await userEvent.clear(brand);
    await userEvent.type(brand, '#1f4fd1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(callsTo(`PUT ${THEME}`)[0]?.body).toEqual({
      brand_color: '#1f4fd1',
      brand_contrast_color: '#ffffff',
      logo_url: organisationTheme.logo_url,
      favicon_url: null,
    });
    expect(toastMessages()).toContain(`success: ${themeMessages.saved}`);
    const trail = await screen.findByRole('table', { name: 'Audit Trail' });
    await waitFor(() => expect(within(trail).getByText(/#0b5d1e → #1f4fd1/)).toBeInTheDocument());
    expect(sessionStore.getState().profile?.current_organisation).toMatchObject({
      name: profile.current_organisation?.name,
      theme: { brand_color: '#1f4fd1', brand_contrast_color: '#ffffff' },
      logo: { url: organisationTheme.logo_url },
      favicon_url: null,
    });
  });

  it('uploads a logo in the two steps of the server and shows it', async () => {
    const stored = '/uploads/theme-images/abcdefghijklmnopqrstuvwx.png';
    const { callsTo } = fakeServer({
      [`GET ${THEME}`]: [ok(organisationTheme)],
      [`POST ${THEME}image/upload/`]: [ok({ url: `${THEME}image/upload/one-time-token/`, fields: {} })],
      [`POST ${THEME}image/upload/one-time-token/`]: [ok({ url: stored })],
      [AUDITS]: [trailPage([])],
    });
    const { container } = render(<ConnectedThemeSettings apiBase={API_BASE} />);
    await screen.findByRole('textbox', { name: 'Brand colour' });
    const logo = container.querySelector<HTMLInputElement>('input[type="file"][name="logo_url"]');
    if (!logo) throw new Error('no logo input');
    await userEvent.upload(logo, png());
    await waitFor(() => expect(screen.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', stored));
    expect(callsTo(`POST ${THEME}image/upload/`)[0]?.body).toEqual({ file_name: 'logo.png' });
  });

  it('shows the server’s refusal of a save', async () => {
    fakeServer({
      [`GET ${THEME}`]: [ok(organisationTheme)],
      [`PUT ${THEME}`]: [failure(403, themeMessages.mayNotManage)],
      [AUDITS]: [trailPage([])],
    });
    render(<ConnectedThemeSettings apiBase={API_BASE} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(themeMessages.mayNotManage);
  });
});
