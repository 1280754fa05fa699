import { MessagePanel } from '../../components/message-panel/MessagePanel';
import { PageTitle } from '../../PageTitle';

/** Spec §2: the text is fixed. */
export const MAINTENANCE_TEXT = 'System is going through maintenance and would be back soon.';

/** `/maintenance`: open to everyone, signed in or not. */
export function MaintenancePage() {
  return (
    <>
      <PageTitle>Maintenance</PageTitle>
      <MessagePanel heading="Maintenance">{MAINTENANCE_TEXT}</MessagePanel>
    </>
  );
}
