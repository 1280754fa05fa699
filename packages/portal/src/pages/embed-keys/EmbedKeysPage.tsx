import { ConnectedEmbedKeyTable } from '@motorpool/widgets';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { usePreferences } from '../../preferences/preferences';

/**
 * `/embed-keys` (not in spec §2; docs/embedding.md): the keys partner pages
 * embed the widgets with, for those the server lets manage them.
 */
export function EmbedKeysPage() {
  const { dateFormat } = usePreferences();
  return (
    <>
      <PageTitle>Embed Keys</PageTitle>
      <PageHeading />
      <ConnectedEmbedKeyTable dateFormat={dateFormat} theme={brandTheme(usePortalConfig())} />
    </>
  );
}
