import { ConnectedInviteTable, ConnectedInviteUser } from '@motorpool/widgets';
import { useState } from 'react';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import * as styles from '../users/UsersPage.css';

/** `extra_data.event` of the heading bar's emitter button that opens the invitation form. */
const INVITE_USER_EVENT = 'invite-user';

/**
 * `/invite-users` (spec §2 invite table): the organisation's invitations with
 * their status and Resend; the heading bar's Invite User opens the form, and
 * a sent invitation appears in the table at once.
 */
export function InviteUsersPage() {
  const theme = brandTheme(usePortalConfig());
  const [formOpen, setFormOpen] = useState(false);
  // A new key reloads the table from its first page.
  const [tableKey, setTableKey] = useState(0);
  return (
    <>
      <PageTitle>Invite Users</PageTitle>
      <PageHeading onEmit={(_name, extraData) => extraData?.event === INVITE_USER_EVENT && setFormOpen(true)} />
      <div className={styles.stack}>
        {formOpen ? <ConnectedInviteUser theme={theme} onInvited={() => setTableKey((key) => key + 1)} /> : null}
        <ConnectedInviteTable key={tableKey} theme={theme} />
      </div>
    </>
  );
}
