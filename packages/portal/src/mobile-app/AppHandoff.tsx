import { useEffect } from 'react';
import { action } from '../components/action.css';
import { MessagePanel } from '../components/message-panel/MessagePanel';
import { leavePortal } from '../navigation/leave-portal';
import { PageTitle } from '../PageTitle';
import { appLoginLink, mobileApp, storeUrl, type MobilePlatform } from './mobile-app';

type AppHandoffProps = {
  platform: MobilePlatform;
  token: string;
  organisation: number | null;
  /** The person would rather stay in the browser: sign in here with the same token. */
  onStayInBrowser: () => void;
};

/**
 * Spec §4 token deep link: on a phone the token goes to the Motorpool app.
 * iOS offers no "is the app installed" answer, so when the page is still in
 * front after the fallback delay the app did not open, and the App Store
 * comes up instead.
 */
export function AppHandoff({ platform, token, organisation, onStayInBrowser }: AppHandoffProps) {
  const appLink = appLoginLink(token, organisation);

  useEffect(() => {
    leavePortal(appLink);
    if (platform !== 'ios') return;
    // The app coming to the front hides the page; once that happened the store is not needed.
    let appOpened = false;
    const noticeHidden = () => {
      if (document.visibilityState === 'hidden') appOpened = true;
    };
    const noticeLeaving = () => {
      appOpened = true;
    };
    document.addEventListener('visibilitychange', noticeHidden);
    window.addEventListener('pagehide', noticeLeaving);
    const timer = setTimeout(() => {
      if (!appOpened && document.visibilityState === 'visible') leavePortal(mobileApp.appStoreUrl);
    }, mobileApp.appStoreFallbackMs);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', noticeHidden);
      window.removeEventListener('pagehide', noticeLeaving);
    };
  }, [appLink, platform]);

  return (
    <>
      <PageTitle>Opening the app</PageTitle>
      <MessagePanel
        heading="Opening the app"
        role="status"
        actions={
          <>
            <a className={action.primary} href={appLink}>
              Open the app
            </a>
            <a className={action.secondary} href={storeUrl(platform)}>
              {platform === 'ios' ? 'Get it on the App Store' : 'Get it on Google Play'}
            </a>
            <button type="button" className={action.secondary} onClick={onStayInBrowser}>
              Continue in the browser
            </button>
          </>
        }
      >
        Your sign-in is on its way to the mobile app. If the app does not open, install it or carry on here in the browser.
      </MessagePanel>
    </>
  );
}
