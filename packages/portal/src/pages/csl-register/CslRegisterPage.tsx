import type { Profile } from '@motorpool/api';
import { ConnectedInvitedRegistration, sessionStore } from '@motorpool/widgets';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useFinishSignIn } from '../../auth/finish-sign-in';
import { useCarriedSearch } from '../../embed';
import { AppHandoff } from '../../mobile-app/AppHandoff';
import { mobilePlatform } from '../../mobile-app/mobile-app';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/csl-register?invite=`: invited secure registration (spec §2, §4). The
 * widget sets up the account and signs the person in; then the browser
 * continues as after any sign-in, and a phone hands the new session to the
 * mobile app (with the App Store fallback on iOS).
 */
export function CslRegisterPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const search = useCarriedSearch();
  const config = usePortalConfig();
  const finishSignIn = useFinishSignIn();
  const [accepted, setAccepted] = useState<Profile | null>(null);
  const platform = mobilePlatform(navigator.userAgent);
  const { token, organisation } = sessionStore.getState();

  if (accepted && platform && token) {
    return <AppHandoff platform={platform} token={token} organisation={organisation} onStayInBrowser={() => finishSignIn(accepted)} />;
  }
  return (
    <>
      <PageTitle>Accept your invitation</PageTitle>
      <ConnectedInvitedRegistration
        token={query.get('invite')}
        theme={brandTheme(config)}
        onBackToLogin={() => navigate({ pathname: '/login', search })}
        onAccepted={(profile) => {
          if (platform) setAccepted(profile);
          else finishSignIn(profile);
        }}
      />
    </>
  );
}
