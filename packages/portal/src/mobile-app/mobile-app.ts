/**
 * The Motorpool mobile apps (spec §1, §4 token deep links): the one place
 * that names their URL scheme and store pages.
 */
export const mobileApp = {
  scheme: 'motorpool',
  appStoreUrl: 'https://apps.apple.com/app/motorpool/id0000000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=app.motorpool',
  /** Spec §9: how long iOS waits for the app to take over before offering the App Store. */
  appStoreFallbackMs: 5000,
} as const;

export type MobilePlatform = 'ios' | 'android';

/** The platform whose app should take over a token link, from the browser's user agent; null on desktop. */
export function mobilePlatform(userAgent: string): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  // iPadOS presents itself as a Mac; only the touch support gives it away.
  if (/macintosh/i.test(userAgent) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1) return 'ios';
  return null;
}

/** `motorpool://login?token=…[&orgId=…]`: signs the app in with the portal's token. */
export function appLoginLink(token: string, organisation: number | null): string {
  const query = new URLSearchParams({ token });
  if (organisation !== null) query.set('orgId', String(organisation));
  return `${mobileApp.scheme}://login?${query.toString()}`;
}

export function storeUrl(platform: MobilePlatform): string {
  return platform === 'ios' ? mobileApp.appStoreUrl : mobileApp.playStoreUrl;
}
