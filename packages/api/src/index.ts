export { messages } from './messages';
export { validateWith, type FieldErrors, type ValidationResult } from './validation';
export {
  emailAddress,
  presentedPassword,
  organisationChoice,
  boundedText,
  EMAIL_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  OTP_LENGTH,
  oneTimeCode,
  linkToken,
  isStorableText,
} from './structs/fields';
export {
  PrimaryKey,
  MAX_PRIMARY_KEY,
  QueryPrimaryKey,
  isCalendarDate,
  NamedRef,
  StatusRef,
  PersonRef,
  DisplayedDate,
  listOf,
  type List,
  type JsonValue,
} from './structs/common';
export {
  OrganisationSummary,
  OrganisationLogo,
  INDUSTRY_CUSTOM_FLEET,
  INDUSTRIES,
  CreateOrganisationRequest,
  organisationMessages,
  normaliseDomain,
  type Industry,
} from './structs/organisation';
export {
  PermissionItem,
  PERMISSION_ITEM_TYPES,
  PERMISSION_NAMES,
  ADMIN_ROLE_NAMES,
  type PermissionName,
} from './structs/permission-item';
export {
  TagGroup,
  UserTag,
  TAG_DATA_TYPES,
  ADDITIONAL_HUBS_GROUP,
  ADDITIONAL_BRANCHES_GROUP,
  type TagDataType,
} from './structs/tags';
export {
  Employee,
  EmployeeCreated,
  EmployeeInvited,
  isEmployeeInvited,
  EmployeesExtension,
  UserPart,
  EmployeeSearchResult,
  EmployeeValidation,
  USER_STATUSES,
  EDIT_SCOPES,
  type EditScope,
} from './structs/employee';
export {
  UpdateExtensionRequest,
  UpdateDriverExtensionRequest,
  UserTagInput,
  PhoneParts,
  USER_FORM_LABELS,
  LIMITED_EDIT_FIELDS,
  UpdateUserHubRequest,
  UpdateUserBranchRequest,
  SETTABLE_USER_STATUSES,
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_DIAL_CODE,
  DATE_OF_BIRTH_MIN,
  LICENSE_EXPIRY_MAX,
  requiredMessage,
  userEmail,
  dateOfBirth,
  licenseExpiry,
  todayIso,
} from './structs/employee-write';
export {
  USER_TABLE_COLUMNS,
  USER_ACTIONS_WIDTH,
  INVITE_ACTIONS_WIDTH,
  ACTIONS_BEFORE_MORE,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  LICENSE_STATUSES,
  EXPORT_FORMATS,
  type UserColumn,
  type UserColumnKey,
  type UserColumnFilter,
  type UserFilterKey,
  type LicenseStatus,
  type ExportFormat,
  type EmployeeListQuery,
} from './structs/user-table';
export {
  IMPORT_COLUMNS,
  IMPORT_FORMATS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_PHASES,
  ImportProgress,
  ImportRowError,
  ImportRowInvitation,
  ImportSummary,
  ImportFailure,
  ImportLine,
  importMessages,
  type ImportColumnKey,
  type ImportFormat,
  type ImportPhase,
  type ImportOptions,
  type TransferProgress,
} from './structs/employee-transfer';
export { Invite, INVITE_STATUSES, INVITE_STATUS_COLOURS } from './structs/invite';
export { AccountMembership } from './structs/memberships';
export {
  Branch,
  BranchRelation,
  BRANCH_TYPES,
  DEFAULT_BRANCH_TIMEZONE,
  FLIGHT_DETAILS_TAG,
  branchTimezone,
} from './structs/branch';
export { Profile, MissingUserAttribute, MissingUserTag } from './structs/profile';
export {
  BranchWrite,
  UpdateBranchRequest,
  MyBranchWrite,
  BranchRelationWrite,
  BranchHoliday,
  BranchHolidayWrite,
  PublicHoliday,
  PublicHolidayWrite,
  PublicHolidayImport,
  NamedWrite,
  TagGroupWrite,
  BusinessHours,
  DayHours,
  WEEKDAYS,
  branchMessages,
  isKnownTimezone,
  timezoneName,
  type Weekday,
} from './structs/branch-write';
export {
  UserPreference,
  PREFERENCE_KEYS,
  WIDGET_PREFERENCE_KEYS,
  HIDDEN_USER_COLUMNS_PREFERENCE,
  type PreferenceKey,
  type WidgetPreferenceKey,
} from './structs/preference';
export { Notification, NotificationPage, NotificationCount, NOTIFICATION_STREAM_EVENTS } from './structs/notification';
export { SidebarItem, SidebarItems, PermissionItemList, SIDEBAR_GROUPS } from './structs/navigation';
export {
  Booking,
  CreatedBookings,
  BOOKING_STATUSES,
  ACTIVE_BOOKING_STATUSES,
  RECURRING_PATTERNS,
  RECURRING_MAX_OCCURRENCES,
  displayedBookingStatus,
  OVERDUE_INTERNAL_STATUS,
  isOverdueBooking,
  type BookingStatus,
  type RecurringPattern,
} from './structs/booking';
export {
  CancelBookingRequest,
  ApproveBookingRequest,
  DeclineBookingRequest,
  DeleteBookingRequest,
  CompleteBookingRequest,
  CheckOutRequest,
  CheckInRequest,
  ChecklistRequest,
  BookingExtensionRequest,
  BulkCancelRequest,
  RecurringActionRequest,
  BulkActionResult,
  ValidateBookingRequest,
  ValidateBookingResult,
  CheckBookingVehicleRequest,
  CheckBookingVehicleResult,
  CheckBookingStatusRequest,
  CheckBookingStatusResult,
  RecurringOccurrence,
  RecurringCheckResult,
  BookingCost,
  BookingTrip,
  BookingAuditEntry,
  BookingEvaluation,
  BookingActionResult,
  BookingActionRequest,
  DriverOption,
  BOOKING_ACTIONS,
  type BookingAction,
} from './structs/booking-actions';
export {
  BookingRules,
  DEFAULT_BOOKING_RULES,
  BookingRulesSetting,
  BookingRulesWrite,
  BookingRulesImpact,
  APPROVER_KINDS,
  ApprovalRuleWrite,
  ApprovalRule,
  type ApproverKind,
  RULE_RECIPIENTS,
  type RuleRecipient,
  NOTIFYING_RULES,
  type NotifyingRule,
} from './structs/booking-rules';
export { LineManagerSetting, LineManagerSettingWrite, DEFAULT_LINE_MANAGER_SETTING } from './structs/approval-settings';
export { isWallTime, isBookingDateTime, parseBookingDateTime, bookingDayCount } from './structs/booking-time';
export { toWallTime, formatBookingDateTime } from './structs/wall-clock';
export { bookingMessages, bookingMessage, bulkActionMessage, bulkActionNothingDone } from './structs/booking-messages';
export {
  Vehicle,
  VehicleWrite,
  VehicleFilters,
  OdometerRange,
  VEHICLE_FUEL_TYPES,
  ODOMETER_BUCKETS,
  vehicleMessages,
  type VehicleFilterQuery,
  type VehicleSearchQuery,
} from './structs/vehicle';
export {
  BookingCalendar,
  CalendarBlock,
  CalendarBooking,
  CalendarVehicle,
  BOOKING_CALENDAR_MAX_DAYS,
  BOOKING_CALENDAR_MAX_BOOKINGS,
  BOOKING_CALENDAR_MAX_VEHICLES,
  bookingCalendarMessages,
  type BookingCalendarQuery,
} from './structs/booking-calendar';
export { BookingPayload } from './structs/booking-payload';
export { VehicleBlock } from './structs/vehicle-block';
export {
  AffectedBooking,
  Incident,
  IncidentAuditEntry,
  IncidentBooking,
  IncidentLocation,
  IncidentSettings,
  IncidentStatusChange,
  IncidentSubType,
  IncidentType,
  IncidentTypeWrite,
  IncidentUpdate,
  IncidentVehicle,
  IncidentWrite,
  INCIDENT_ORDERINGS,
  INCIDENT_PHOTO_LIMIT,
  INCIDENT_STATUSES,
  INCIDENT_TAG_LIMIT,
  incidentMessages,
  MoveAffectedBooking,
  MovedBooking,
  PoliceDetails,
  ThirdPartyDetails,
  type IncidentListQuery,
  type IncidentStatus,
} from './structs/incident';
export {
  incidentReportRefusal,
  incidentVisibility,
  managesAllIncidents,
  mayManageIncident,
  mayRaiseIncident,
  mayReportIncident,
  mayReportOnBooking,
  type IncidentSubject,
} from './permissions/incidents';
export { incidentCalls, type AffectedBookingList, type IncidentCalls, type IncidentList } from './client/incidents';
export { incidentTypeCalls, type IncidentTypeList } from './client/incident-types';
export { AuditEntry, AUDIT_RECORD_TYPES, auditMessages, type AuditListQuery, type AuditRecordType } from './structs/audit';
export { mayReadAudit } from './permissions/audits';
export { auditCalls, type AuditList } from './client/audits';
export {
  MASTER_CONFIG_LISTS,
  MASTER_CONFIG_LIST_NAMES,
  MASTER_CONFIG_LABEL_MAX_LENGTH,
  VEHICLE_LOOKUP_FIELDS,
  MasterConfigEntry,
  MasterConfigEntryWrite,
  MasterConfigOrder,
  masterConfigMessages,
  type MasterConfigList,
  type MasterConfigListQuery,
  type VehicleLookupField,
} from './structs/master-config';
export { masterConfigCalls, type MasterConfigEntryList } from './client/master-config';
export { CompanySettings, COMPANY_CURRENCY, companySettingsMessages } from './structs/company-settings';
export { CompanySettingsDetails } from './structs/company-settings-details';
export { CompanySettingsWrite } from './structs/company-settings-write';
export { companySettingsCalls } from './client/company-settings';
export {
  LoginRequest,
  LoginResponse,
  LoginOrganisationChoices,
  LOGIN_ORGANISATION_REQUIRED,
  UpdateMeRequest,
  UpdatePreferenceRequest,
  InviteRequest,
  ImageUploadRequest,
  ImageUploadResponse,
  UploadedImage,
  newPassword,
  newPasswordMessages,
  NEW_PASSWORD_MIN_LENGTH,
} from './structs/accounts';
export {
  BRAND_COLOURS,
  contrastRatio,
  formatContrast,
  MIN_TEXT_CONTRAST,
  OrganisationTheme,
  relativeLuminance,
  THEME_FIELD_LABELS,
  themeColourErrors,
  themeMessages,
  THEME_SURFACE,
  ThemeWrite,
} from './structs/theme';
export { isHexColour, ThemeColours, themeProperties } from './structs/theme-colours';
export { themeCalls } from './client/theme';
export {
  OtpSubmitRequest,
  MessageResponse,
  SetPasswordRequest,
  ActivateEmployeeRequest,
  VerifyLinkTokenRequest,
  LinkTokenDetails,
  LINK_TOKEN_TYPES,
  ChangePasswordRequest,
  ChangeEmailRequest,
  OtpOnlyRequest,
  PortalConfig,
  PASSWORD_RECOVERY_TYPES,
  BRANDS,
  type Brand,
  type LinkTokenType,
} from './structs/account-recovery';
export {
  SignUpDetails,
  SignUpCheckRequest,
  SignUpCheck,
  RegistrationEmailCheck,
  SendRegistrationOtpRequest,
  VerifyRegistrationOtpRequest,
  RegistrationVerification,
  DriverRegistration,
  RegistrationPayload,
  RegistrationResult,
  RegistrationRequest,
  REGISTRATION_REQUEST_STATUSES,
  AskField,
  isAskFieldRequired,
  ASK_FIELD_DATA_TYPES,
  TermsAndConditions,
  CreateInviteRequest,
  InviteOptions,
  ValidateInviteRequest,
  InviteDetails,
  AcceptedInvite,
  organisationCode,
  signUpEmail,
  ORGANISATION_CODE_MAX_DIGITS,
} from './structs/registration';
export { OutboxMessage } from './structs/outbox';
// libphonenumber sits behind these two modules only (see structs/phone.ts).
export { phoneNumber, contactNumber, phoneFromParts, phoneToParts, phonePartsFromText, isPhoneCountry, dialCodeOf } from './structs/phone';
export {
  RecoverPasswordRequest,
  ActivateRequest,
  ResendActivationRequest,
  ChangePhoneRequest,
  AcceptInviteRequest,
} from './structs/phone-requests';
export { UserWrite, EmployeeWrite, UpdateEmailPhoneRequest } from './structs/user-write';
export { MotorpoolApiError, isMotorpoolApiError, type ErrorBody, type RefusedItem } from './client/errors';
export { createApiClient, type ApiClient } from './client/create-client';
export {
  SERVICES,
  serviceBase,
  createRequester,
  type ApiClientOptions,
  type Requester,
  type CallOptions,
  type Service,
  type PageQuery,
} from './client/request';
// The per-service call factories `createApiClient` is made of. A bundle that needs a few services builds
// its own client from them (`{ ...bookingCalls(createRequester(options)) }`), leaving out the other calls
// and their response structs, which one `createApiClient` object would keep.
export { TwoFactorDisableRequest, TwoFactorPolicy, TwoFactorStatus, twoFactorMessages } from './structs/two-factor';
export { GeneralSettings, generalSettingsMessages } from './structs/general-settings';
export { generalSettingsCalls } from './client/general-settings';
export {
  SIGN_UP_QUESTIONS,
  SIGN_UP_QUESTION_ALIASES,
  SignUpQuestionChoice,
  SignUpSettings,
  SignUpSettingsView,
  recoveryChoices,
  signUpSettingsMessages,
  type SignUpQuestion,
} from './structs/sign-up-settings';
export { signUpSettingsCalls } from './client/sign-up-settings';
export { AdminFlag, adminFlagMessages } from './structs/admin-flag';
export { adminFlagCalls } from './client/admin-flag';
export {
  DATE_FORMATS,
  DATETIME_FORMATS,
  DEFAULT_ORGANISATION_FORMATS,
  OrganisationFormats,
  TIME_FORMAT_LABELS,
  TIME_FORMATS,
  WEEK_START_LABELS,
  WEEK_STARTS,
  weekStartOf,
  type WeekStartDay,
} from './structs/organisation-formats';
export { twoFactorPolicyCalls } from './client/two-factor-policy';
export { accountsCalls } from './client/accounts';
export { registrationCalls } from './client/registration';
export { inviteCalls } from './client/invites';
export { employeeCalls } from './client/employees';
export { placeSwitchCalls } from './client/place-switch';
export { memberSearchCalls } from './client/member-search';
export { branchCalls } from './client/branches';
export { HubsSetting, hubsSettingCalls } from './client/hubs-setting';
export { branchListCalls } from './client/branch-list';
export { approvalRuleCalls } from './client/approval-rules';
export { employeeTransferCalls } from './client/employee-transfer';
export { membershipCalls } from './client/memberships';
export { vehicleCalls } from './client/vehicles';
export { bookingCalls } from './client/bookings';
export { bookingSettingCalls } from './client/booking-settings';
export { bookingCalendarCalls } from './client/booking-calendar';
export { embedCalls } from './client/embed';
export { devCalls } from './client/dev';
export { organisationsCalls } from './client/organisations';
export type { AccountsCalls, PreferenceList } from './client/accounts';
export type { RegistrationCalls, RegistrationRequestList } from './client/registration';
export type { InviteCalls, InviteList } from './client/invites';
export type { OutboxList } from './client/dev';
export type { ListBranchesQuery } from './client/branch-list';
export type { BranchList, BranchHolidayList, NamedList, TagGroupList } from './client/lists';
export type {
  BranchCalls,
  PersonList,
  BranchRelationList,
  PublicHolidayList,
  BranchHolidayQuery,
  PublicHolidayQuery,
} from './client/branches';
export type {
  EmployeeCalls,
  EmployeeList,
  EmployeeSearchList,
  StatusList,
  EmployeeSearchQuery,
  EmployeeValidationQuery,
} from './client/employees';
export type { EmployeeTransferCalls } from './client/employee-transfer';
export type { MembershipCalls, AccountMembershipList } from './client/memberships';
export { BOOKING_LISTS, type BookingCalls, type BookingList, type BookingListName, type BookingListQuery, type DriverList } from './client/bookings';
export type { VehicleCalls, VehicleList } from './client/vehicles';
export type { BookingCalendarCalls } from './client/booking-calendar';
export type { OrganisationsCalls, OrganisationOptions } from './client/organisations';
export {
  EmbedKey,
  EmbedKeyWrite,
  WidgetTokenRequest,
  WidgetToken,
  EMBED_SCOPES,
  EMBED_KEY_NAME_MAX,
  EMBED_ORIGINS_MAX,
  embedMessages,
  embedOrigin,
  normaliseOrigin,
  type EmbedScope,
} from './structs/embed';
export type { EmbedCalls, EmbedKeyList } from './client/embed';
export {
  JOB_KIND_LABELS,
  JOB_STATES,
  JobId,
  isJobId,
  isJobState,
  JobRow,
  JobList,
  jobKindLabel,
  jobMessages,
  type JobState,
  type JobListQuery,
} from './structs/jobs';
export { jobCalls, type JobCalls } from './client/jobs';
export {
  MESSAGE_AUDIENCES,
  MESSAGE_GROUPS,
  MESSAGE_KINDS,
  MESSAGE_CODES,
  PREFERABLE_MESSAGE_CODES,
  NOTIFICATION_CHANNEL_PREFERENCE,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_PREFERENCES_PATH,
  TEMPLATE_PART_MAX_LENGTH,
  NotificationTemplateParts,
  NotificationTemplateSummary,
  NotificationTemplateList,
  NotificationTemplate,
  NotificationTemplatePreview,
  TemplateVariable,
  isMessageCode,
  notificationTemplateMessages,
  type MessageAudience,
  type MessageGroup,
  type MessageCode,
  type NotificationChannel,
} from './structs/notification-template';
export { notificationTemplateCalls, type NotificationTemplateCalls } from './client/notification-templates';
export {
  PERMISSION_AREAS,
  PERMISSION_CATALOGUE,
  PERMISSIONS,
  isPermission,
  permissionsByArea,
  type Permission,
  type PermissionArea,
} from './permissions/catalogue';
export { holds, callerOfProfile, type ProfileForRules, type Caller, type Holder } from './permissions/caller';
export {
  isDriverOnly,
  isBookingEditRestricted,
  managesBookings,
  maySeeHiddenBookings,
  isOwnBooking,
  mayOpenBooking,
  bookingEditRefusal,
  mayEditBooking,
  mayCompleteBooking,
  mayBookFor,
  mayBook,
  hasMyBookings,
  mayAddBookingFromList,
  mayRefreshVehicleState,
  approvesAsAdmin,
  mayApproveBooking,
  type BookingPeople,
  type ApproverReach,
} from './permissions/bookings';
export {
  mayManageUsers,
  mayViewUsers,
  mayInviteUsers,
  mayTransferUsers,
  maySeeAudits,
  mayOpenUserDocuments,
  mayResetPassword,
  mayReactivateUser,
  mayReadNotes,
  mayGrantRole,
  mayGrantPrivilegedRoles,
  PRIVILEGED_PERMISSION,
  isSelfService,
  userEditScope,
  mayDeleteUser,
  mayActivateUser,
  type UserSubject,
} from './permissions/users';
export {
  ADMIN_FLAG_PERMISSIONS,
  effectivePermissions,
  mayFlagAdmin,
  mayManageStructure,
  mayManageEmbedKeys,
  mayManageSettings,
  mayRequireTwoFactor,
  mayEditNotificationTemplates,
  mayReadNotificationTemplates,
  mayEditMasterConfig,
  mayOpenCustomers,
  mayCreateOrganisation,
  mayManageJobs,
  isSignUpApprover,
} from './permissions/organisation';
export {
  mayManageOwnBranch,
  managesABranch,
  maySwitchPlaceOf,
  maySwitchBranch,
  maySwitchHub,
  approvesAsHubManager,
  mayWriteVehicles,
  mayWriteVehiclesAt,
} from './permissions/places';
export { hubsMessages, hubsEnabledFor } from './permissions/hubs';
export {
  VISIBILITY_RULE_CHOICES,
  VISIBILITY_RULE_KEYS,
  VISIBILITY_RULE_LABELS,
  VISIBILITY_CHOICE_LABELS,
  BOOKED_PLACEHOLDER,
  defaultVisibilityRules,
  seesAllBookings,
  bookingViewFor,
  contactShownFor,
  seesOthersIncidents,
  mayManageVisibilityRules,
  type VisibilityRuleKey,
  type VisibilityRules,
  type OthersBookingsView,
} from './permissions/visibility';
export { RoleVisibilityRules, VisibilityRulesWrite, VisibilityRulesView, RoleVisibility, visibilityRulesMessages } from './structs/visibility-rules';
export { visibilityRulesCalls } from './client/visibility-rules';
export { RoleDetail, RoleWrite, roleMessages, ADMIN_ROLE_LOCKED_PERMISSIONS, ROLE_NAME_MAX_LENGTH } from './structs/roles';
export { roleCalls, type RoleDetailList } from './client/roles';
export { mayManageRoles } from './permissions/roles';
