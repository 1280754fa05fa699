import { adminFlagCalls } from './admin-flag';
import { accountsCalls } from './accounts';
import { auditCalls } from './audits';
import { bookingCalendarCalls } from './booking-calendar';
import { bookingCalls } from './bookings';
import { branchCalls } from './branches';
import { companySettingsCalls } from './company-settings';
import { generalSettingsCalls } from './general-settings';
import { signUpSettingsCalls } from './sign-up-settings';
import { visibilityRulesCalls } from './visibility-rules';
import { devCalls } from './dev';
import { embedCalls } from './embed';
import { incidentTypeCalls } from './incident-types';
import { incidentCalls } from './incidents';
import { inviteCalls } from './invites';
import { jobCalls } from './jobs';
import { employeeCalls } from './employees';
import { masterConfigCalls } from './master-config';
import { employeeTransferCalls } from './employee-transfer';
import { membershipCalls } from './memberships';
import { notificationTemplateCalls } from './notification-templates';
import { organisationsCalls } from './organisations';
import { twoFactorPolicyCalls } from './two-factor-policy';
import { registrationCalls } from './registration';
import { roleCalls } from './roles';
import { createRequester, type ApiClientOptions } from './request';
import { themeCalls } from './theme';
import { vehicleCalls } from './vehicles';

/** The typed Motorpool client: one function per call, grouped by service. */
export function createApiClient(options: ApiClientOptions = {}) {
  const request = createRequester(options);
  return {
    accounts: { ...accountsCalls(request), ...membershipCalls(request) },
    tfm: {
      ...registrationCalls(request),
      ...inviteCalls(request),
      ...employeeCalls(request),
      ...adminFlagCalls(request),
      ...branchCalls(request),
      ...employeeTransferCalls(options),
      ...vehicleCalls(request),
      ...bookingCalls(request),
      ...bookingCalendarCalls(request),
      ...embedCalls(request),
      ...incidentCalls(request),
      ...incidentTypeCalls(request),
      ...roleCalls(request),
    },
    dev: devCalls(request),
    jobs: jobCalls(request),
    // The settings screens' calls sit beside the organisation calls here, not inside them, so the frame's widgets (sidebar, heading bar) that use organisationsCalls do not carry them.
    organisations: {
      ...organisationsCalls(request),
      ...notificationTemplateCalls(request),
      ...auditCalls(request),
      ...companySettingsCalls(request),
      ...generalSettingsCalls(request),
      ...twoFactorPolicyCalls(request),
      ...signUpSettingsCalls(request),
      ...masterConfigCalls(request),
      ...themeCalls(request),
      ...visibilityRulesCalls(request),
    },
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
