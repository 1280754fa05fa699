import { PageTitle } from '../../PageTitle';
import { UpcomingNotice } from '../upcoming/UpcomingPage';

/** `/profile/license-details`: needs the employee-extension calls of the users issue. */
export function LicenseDetailsPage() {
  return (
    <>
      <PageTitle>License Details</PageTitle>
      <UpcomingNotice feature="licenseDetails" />
    </>
  );
}

/** `/profile/other-details`: the organisation's custom fields, with the users issue. */
export function OtherDetailsPage() {
  return (
    <>
      <PageTitle>Other Details</PageTitle>
      <UpcomingNotice feature="otherDetails" />
    </>
  );
}
