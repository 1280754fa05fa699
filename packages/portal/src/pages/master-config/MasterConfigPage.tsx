import { MASTER_CONFIG_LIST_NAMES } from '@motorpool/api';
import { ConnectedMasterConfig, isMasterConfigList, parseEntryId, type MasterConfigNavigation } from '@motorpool/widgets';
import { useParams } from 'react-router';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { NotFoundPage } from '../not-found/NotFoundPage';

/** The page of a list, with an entry's form open when `id` is given ('new' adds one). */
export const masterConfigPath = ({ config, id }: MasterConfigNavigation) => `/master-config/list/${config}${id === null ? '' : `/${id}`}`;

/**
 * `/master-config/list/{config}/{id}` (spec §2, permission
 * master-config_update): the organisation's lookup lists; `{config}` names
 * the list, `{id}` the entry edited (`new` to add; left out, none). The
 * widget asks to move between lists and entries, and the page routes.
 */
export function MasterConfigPage() {
  const { config, id } = useParams();
  const theme = brandTheme(usePortalConfig());
  const navigate = useWidgetNavigate();
  if (!isMasterConfigList(config)) return <NotFoundPage />;
  const entryId = parseEntryId(id);
  if (id !== undefined && entryId === null) return <NotFoundPage />;
  const listName = MASTER_CONFIG_LIST_NAMES[config];
  return (
    <>
      <PageTitle>{`Master configuration: ${listName}`}</PageTitle>
      <PageHeading crumbText={{ config: listName, ...(entryId === 'new' ? { id: 'New entry' } : {}) }} />
      <ConnectedMasterConfig list={config} entryId={entryId} onNavigate={(to) => navigate(masterConfigPath(to))} theme={theme} />
    </>
  );
}
