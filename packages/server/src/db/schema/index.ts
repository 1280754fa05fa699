// Every table, by domain; drizzle.config.ts reads this file, so a table missing here is missing from the migrations.
export { organisations, organisationSettings, roles, rolePermissions, departments, costCentres } from './organisations';
export { users, sessions, userPreferences, oneTimeCodes, linkTokens } from './accounts';
export { appSecrets, throttleCounters } from './security';
export { tagGroups } from './custom-fields';
export { geofences, branches, branchTagValues, branchRelations, branchHolidays, publicHolidays } from './branches';
export { employeeExtensions, employeeDepartments, employeeReminderRecipients, employeeTagValues, branchManagers } from './employees';
export { registrationRequests, invites } from './registrations';
export { masterConfigEntries } from './master-config';
export { vehicles, vehicleTagValues } from './vehicles';
export { bookings, bookingSecondaryDrivers, bookingTagValues, bookingAudits, bookingTrips, bookingRuleSets, bookingApprovalRules } from './bookings';
export { notifications, notificationTemplates, outbox } from './notifications';
export { embedKeys } from './embed';
export { plannedJobs } from './jobs';
export { incidentTypes, incidents, incidentAudits } from './incidents';
export { auditEvents } from './audits';
export { visibilityRules } from './visibility';
