import type { ListBranchesQuery } from '@motorpool/api';
import { ConnectedBranchForm, ConnectedBranchTable, ConnectedPublicHolidays, TableExportProgress, useBranchesExport } from '@motorpool/widgets';
import { useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import * as styles from '../users/UsersPage.css';
import * as tabs from './BranchesPage.css';

const parsePk = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * `/branches` (spec §2, §3 Branch / hub): the branches and hubs, each opened
 * in the add/edit form with its business hours, time zone and holidays
 * (`?edit=<pk>`, `?add=1`), and the organisation's public-holiday calendar
 * (`?tab=public-holidays`), which the booking rules read.
 */
export function BranchesPage() {
  const [search] = useSearchParams();
  const navigate = useWidgetNavigate();
  const theme = brandTheme(usePortalConfig());
  const editing = parsePk(search.get('edit'));
  const adding = search.get('add') === '1';
  const holidays = search.get('tab') === 'public-holidays';
  const backToList = () => navigate('/branches');
  const query = useRef<ListBranchesQuery>({});
  const branchesExport = useBranchesExport();
  return (
    <>
      <PageTitle>{adding ? 'Add Branch' : editing ? 'Edit Branch' : 'Branches'}</PageTitle>
      <PageHeading onExport={(request) => void branchesExport.start(query.current, request.format)} />
      <div className={styles.stack}>
        <TableExportProgress {...branchesExport} onDismiss={branchesExport.dismiss} subject="branches" theme={theme} />
        {adding || editing !== null ? (
          <ConnectedBranchForm key={editing ?? 'new'} pk={editing} theme={theme} onSaved={backToList} onCancel={backToList} />
        ) : (
          <>
            <nav className={tabs.tabs} aria-label="Branches sections">
              <TabLink href="/branches" current={!holidays}>
                Branches and hubs
              </TabLink>
              <TabLink href="/branches?tab=public-holidays" current={holidays}>
                Public holidays
              </TabLink>
              {holidays ? null : (
                <button type="button" className={tabs.add} onClick={() => navigate('/branches?add=1')}>
                  Add Branch
                </button>
              )}
            </nav>
            {holidays ? (
              <ConnectedPublicHolidays theme={theme} />
            ) : (
              <ConnectedBranchTable
                theme={theme}
                onQueryChange={(current) => {
                  query.current = current;
                }}
                onEdit={(pk) => navigate(`/branches?edit=${pk}`)}
                onOpen={(pk) => navigate(`/branches?edit=${pk}`)}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}

/** A section of the page; the widget navigation keeps embedded mode. */
function TabLink({ href, current, children }: { href: string; current: boolean; children: ReactNode }) {
  const navigate = useWidgetNavigate();
  return (
    <a
      className={current ? tabs.current : tabs.tab}
      aria-current={current ? 'page' : undefined}
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
