import { describe, expect, it } from 'vitest';
import { appLoginLink, mobileApp, mobilePlatform, storeUrl } from './mobile-app';

const agents = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('the mobile app hand-over', () => {
  it('tells phones from desktops by the user agent', () => {
    expect(mobilePlatform(agents.iphone)).toBe('ios');
    expect(mobilePlatform(agents.android)).toBe('android');
    expect(mobilePlatform(agents.desktop)).toBeNull();
  });

  it('builds the app deep link with the token and organisation', () => {
    expect(appLoginLink('a/b+c', null)).toBe('motorpool://login?token=a%2Fb%2Bc');
    expect(appLoginLink('abc', 3)).toBe('motorpool://login?token=abc&orgId=3');
  });

  it('names one store per platform and waits 5 seconds before the App Store', () => {
    expect(storeUrl('ios')).toBe(mobileApp.appStoreUrl);
    expect(storeUrl('android')).toBe(mobileApp.playStoreUrl);
    expect(mobileApp.appStoreFallbackMs).toBe(5000);
  });
});
