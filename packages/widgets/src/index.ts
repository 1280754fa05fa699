// The default and fleet-share themes apply wherever any widget is used.
import './theme/themes.css';

export { themeVars } from './theme/vars.css';
export { THEME_NAMES, applyTheme, type ThemeName } from './theme/theme-names';
export { PHONE_SCREEN, TOUCH_POINTER } from './theme/media';
export { usePhoneScreen } from './theme/use-phone-screen';
export { visuallyHidden } from './ui/visually-hidden.css';
export { HeadingLevelProvider, type HeadingLevel } from './ui/heading-level/heading-level';
export {
  sessionStore,
  useSession,
  SESSION_STORAGE_KEY,
  type Session,
  type SessionState,
  type SessionActions,
} from './session/session-store';
export { sessionApiClient } from './session/session-api-client';
export { sessionAccountsClient } from './session/session-accounts-client';
export { loadSessionProfile } from './api/session-profile';
export { sessionRequester, sessionClientOptions } from './session/session-api';
export { useHubsEnabled } from './session/use-hubs-enabled';
export { SignIn, type SignInProps, type SignInValues } from './sign-in/SignIn';
export { ConnectedSignIn, type ConnectedSignInProps } from './sign-in/ConnectedSignIn';
export { SignUp, type SignUpProps } from './sign-up/SignUp';
export { ConnectedSignUp, type ConnectedSignUpProps } from './sign-up/ConnectedSignUp';
export { ThankYouDialog, type ThankYouDialogProps } from './sign-up/ThankYouDialog';
export type { SignUpStep, EmailCheck, EmailCheckStatus, Terms } from './sign-up/store';
export type { DriverDetailsValues, DriverFieldValue } from './sign-up/driver-fields';
export type { PhoneValue } from './ui/phone-field/phone';
export { REMEMBER_ME_STORAGE_KEY } from './sign-in/remember-me';
export { TwoFactorCode, type TwoFactorCodeProps, type TwoFactorCodeValues } from './two-factor/TwoFactorCode';
export { ConnectedTwoFactorCode, type ConnectedTwoFactorCodeProps } from './two-factor/ConnectedTwoFactorCode';
export { TwoFactorSettings, type TwoFactorSettingsProps } from './two-factor-settings/TwoFactorSettings';
export { ConnectedTwoFactorSettings, type ConnectedTwoFactorSettingsProps } from './two-factor-settings/ConnectedTwoFactorSettings';
export { MemberAdminFlag, type MemberAdminFlagProps } from './member-admin-flag/MemberAdminFlag';
export { ConnectedMemberAdminFlag, type ConnectedMemberAdminFlagProps } from './member-admin-flag/ConnectedMemberAdminFlag';
export { GeneralSettingsPanel, GENERAL_SETTINGS_TITLE, type GeneralSettingsProps } from './general-settings/GeneralSettings';
export { ConnectedGeneralSettings, type ConnectedGeneralSettingsProps } from './general-settings/ConnectedGeneralSettings';
export { HubsSettingCard, HUBS_SETTING_LABELS, type HubsSettingCardProps } from './general-settings/HubsSettingCard';
export {
  ForgotPassword,
  FORGOT_PASSWORD_STEPS,
  type ForgotPasswordProps,
  type ForgotPasswordStep,
} from './forgot-password/ForgotPassword';
export type { PasswordRecovery } from './forgot-password/recovery-request';
export { ConnectedForgotPassword, type ConnectedForgotPasswordProps } from './forgot-password/ConnectedForgotPassword';
export {
  AccountActivation,
  ACCOUNT_ACTIVATION_STEPS,
  type AccountActivationProps,
  type AccountActivationStep,
} from './account-activation/AccountActivation';
export {
  ConnectedAccountActivation,
  type ConnectedAccountActivationProps,
} from './account-activation/ConnectedAccountActivation';
export { VerifyAccount, type VerifyAccountProps, type VerifyAccountValues } from './verify-account/VerifyAccount';
export { ConnectedVerifyAccount, type ConnectedVerifyAccountProps } from './verify-account/ConnectedVerifyAccount';
export type { NewPasswordValues } from './fields/new-password/NewPasswordForm';
export type { Logo } from './ui/form/AccountPanel';
export type { Navigate } from './ui/form/TextLink';
export {
  InvitedRegistration,
  type InvitedRegistrationProps,
  type InvitedAccountValues,
} from './invited-registration/InvitedRegistration';
export {
  ConnectedInvitedRegistration,
  type ConnectedInvitedRegistrationProps,
} from './invited-registration/ConnectedInvitedRegistration';
export type { InviteStatus } from './invited-registration/store';
export { RegistrationRequests, type RegistrationRequestsProps } from './registration-requests/RegistrationRequests';
export { InviteUser, type InviteUserProps, type InviteUserValues } from './invite-user/InviteUser';
export { ConnectedInviteUser, type ConnectedInviteUserProps } from './invite-user/ConnectedInviteUser';
export {
  CreateOrganisation,
  CREATE_ORGANISATION_HEADING,
  ORGANISATION_DOMAIN_HINT,
  type CreateOrganisationProps,
  type CreateOrganisationValues,
} from './create-organisation/CreateOrganisation';
export { ConnectedCreateOrganisation, type ConnectedCreateOrganisationProps } from './create-organisation/ConnectedCreateOrganisation';
export {
  ConnectedRegistrationRequests,
  type ConnectedRegistrationRequestsProps,
} from './registration-requests/ConnectedRegistrationRequests';
export type { RegistrationRequestsStatus } from './registration-requests/store';
export {
  NotificationBell,
  EMPTY_TEXT as NOTIFICATION_EMPTY_TEXT,
  type NotificationBellProps,
} from './notification-bell/NotificationBell';
export {
  ConnectedNotificationBell,
  type ConnectedNotificationBellProps,
} from './notification-bell/ConnectedNotificationBell';
export type { NotificationListStatus } from './notification-bell/store';
export { Toaster, TOASTER_PLACEMENTS, type ToasterProps, type ToasterPlacement } from './toasts/Toaster';
export {
  toast,
  TOAST_KINDS,
  TOAST_DURATION,
  MAX_TOASTS,
  type Toast,
  type ToastKind,
  type ToastOptions,
} from './state/toast-store';
export {
  Sidebar,
  SIDEBAR_STATUSES,
  type SidebarProps,
  type SidebarStatus,
  type SwitchNotice,
} from './sidebar/Sidebar';
export { ConnectedSidebar, SWITCH_NOTICE_MS, type ConnectedSidebarProps } from './sidebar/ConnectedSidebar';
export type { HelpDesk } from './sidebar/PanelEntry';
export {
  SIDEBAR_PLACEMENTS,
  type SidebarPlacement,
  SIDEBAR_WIDTH,
  SIDEBAR_COLLAPSED_WIDTH,
  LEFT_GROUP_VISIBLE_ITEMS,
  SWITCH_MESSAGES,
  HELPDESK_ITEM_KEY,
  USER_MANUAL_ITEM_KEY,
  canSwitchHub,
  canSwitchBranch,
  canOpenCompanySettings,
  organisationRedirectUrl,
} from './sidebar/sidebar-rules';
export type { NavigateTo } from './element/navigation/NavLink';
export { HeadingBar, type HeadingBarProps } from './heading-bar/HeadingBar';
export { ConnectedHeadingBar, type ConnectedHeadingBarProps } from './heading-bar/ConnectedHeadingBar';
export {
  resolveCrumbs,
  TAB_TYPES,
  ADD_USER_KEY,
  REFRESH_STATE_OF_CHARGE,
  REFRESH_STATE_OF_CHARGE_TOOLTIP,
  type Crumb,
  type ResolvedCrumb,
  type TabType,
  type ExportRequest,
} from './heading-bar/heading-rules';
export { UserTable, type UserTableProps } from './user-table/UserTable';
export { ConnectedUserTable, toEmployeeListQuery, type ConnectedUserTableProps } from './user-table/ConnectedUserTable';
export type { UserTableQuery, UserTableLookups, NamedChoice, PendingRowAction } from './user-table/store';
export { USER_ROW_ACTIONS, USER_ACTION_RULES, type UserRowAction } from './user-table/user-actions';
export { InviteTable, resendRefusal, type InviteTableProps } from './invite-table/InviteTable';
export { ConnectedInviteTable, type ConnectedInviteTableProps } from './invite-table/ConnectedInviteTable';
export { DATA_TABLE_STATUSES, type DataTableStatus, type ServerPageProps } from './ui/data-table/DataTable';
export type { ServerQuery, PageSize } from './ui/data-table/features';
export {
  UserForm,
  ADD_USER_TITLE,
  CUSTOM_FLEET_ADD_USER_TITLE,
  EDIT_USER_TITLE,
  type UserFormProps,
} from './user-form/UserForm';
export { ConnectedUserForm, type ConnectedUserFormProps, type UserSavedDetail } from './user-form/ConnectedUserForm';
export type { UserFormOptions, SaveIntent, UserFormStatus } from './user-form/store';
export type { NamedOption } from './fields/person/named-option';
export { STRUCT_REQUIRED_FIELDS, type UserFormField } from './user-form/user-form-values';
export type { ManagerCheck } from './fields/person/manager-check';
export { UserDetail, USER_DETAIL_TITLE, NO_BOOKINGS_TEXT, OTHER_DETAILS_TITLE, type UserDetailProps } from './user-detail/UserDetail';
export { ConnectedUserDetail, type ConnectedUserDetailProps } from './user-detail/ConnectedUserDetail';
export type { UserDetailStatus } from './user-detail/store';
export { PersonalDetails, PERSONAL_DETAILS_TITLE, EMPLOYEE_ID_SET_HINT, type PersonalDetailsProps } from './profile-details/PersonalDetails';
export { LicenseDetails, LICENSE_DETAILS_TITLE, type LicenseDetailsProps } from './profile-details/LicenseDetails';
export { OtherDetails, OTHER_DETAILS_TAB_TITLE, NO_CUSTOM_FIELDS_TEXT, ASSOCIATION_HINT, type OtherDetailsProps } from './profile-details/OtherDetails';
export { PROFILE_DETAILS_TEXT } from './profile-details/ProfileDetailsFrame';
export {
  ConnectedLicenseDetails,
  ConnectedOtherDetails,
  ConnectedPersonalDetails,
  PROFILE_SECTIONS,
  type ConnectedProfileDetailsProps,
  type ProfileDetailsSavedDetail,
  type ProfileSection,
} from './profile-details/ConnectedProfileDetails';
export { PROFILE_DETAILS_STATUSES, type ProfileDetailsStatus } from './profile-details/store';
export {
  OWN_LICENCE_FIELDS,
  OWN_PERSONAL_FIELDS,
  requiredLicenceFields,
  requiredPersonalFields,
  type OwnLicenceField,
  type OwnPersonalField,
} from './profile-details/profile-details-values';
export type { RecipientSearch } from './fields/licence/RecipientPicker';
export { ProfileMemberships, PROFILE_MEMBERSHIPS_TEXT, type ProfileMembershipsProps } from './profile-memberships/ProfileMemberships';
export {
  ConnectedProfileMemberships,
  type ConnectedProfileMembershipsProps,
  type MembershipLeftDetail,
} from './profile-memberships/ConnectedProfileMemberships';
export type { ProfileMembershipsStatus } from './profile-memberships/store';
export { UserImport, type UserImportProps } from './user-import/UserImport';
export { ConnectedUserImport, type ConnectedUserImportProps } from './user-import/ConnectedUserImport';
export type { UserImportStatus } from './user-import/store';
export { TableExportProgress, type TableExportProgressProps } from './flows/table-export/TableExportProgress';
export {
  useUsersExport,
  useBranchesExport,
  useTableExport,
  type UsersExport,
  type TableExport,
  type TableExporter,
} from './flows/table-export/use-table-export';
export type { TableExportStatus } from './flows/table-export/store';
export { BranchTable, type BranchTableProps } from './branch-table/BranchTable';
export { ConnectedBranchTable, toBranchListQuery, BRANCH_DELETED, type ConnectedBranchTableProps } from './branch-table/ConnectedBranchTable';
export type { BranchTableQuery } from './branch-table/store';
export {
  BranchForm,
  ADD_BRANCH_TITLE,
  EDIT_BRANCH_TITLE,
  EDIT_HUB_TITLE,
  type BranchFormProps,
  type BranchFormStatus,
} from './branch-form/BranchForm';
export { BranchHolidays, HOLIDAYS_TITLE, type BranchHolidaysProps, type BranchHolidaysStatus } from './branch-form/BranchHolidays';
export {
  ConnectedBranchForm,
  branchSavedText,
  HOLIDAY_ADDED,
  HOLIDAY_DELETED,
  type ConnectedBranchFormProps,
  type BranchSavedDetail,
} from './branch-form/ConnectedBranchForm';
export { MyBranch, MY_BRANCH_TITLE, type MyBranchProps, type MyBranchStatus } from './my-branch/MyBranch';
export { ConnectedMyBranch, MY_BRANCH_SAVED, type ConnectedMyBranchProps } from './my-branch/ConnectedMyBranch';
export { BranchRelations, BRANCH_RELATIONS_TITLE, type BranchRelationsProps, type BranchRelationsStatus } from './branch-relations/BranchRelations';
export { ConnectedBranchRelations, RELATIONS_SAVED, type ConnectedBranchRelationsProps } from './branch-relations/ConnectedBranchRelations';
export { AssociatedBranches, type AssociatedBranchesProps } from './branch-relations/AssociatedBranches';
export { ConnectedAssociatedBranches, type ConnectedAssociatedBranchesProps } from './branch-relations/ConnectedAssociatedBranches';
export { NamedList, type NamedListProps, type NamedItem, type NamedListStatus } from './named-list/NamedList';
export { ConnectedNamedList, type ConnectedNamedListProps, type NamedListChange } from './named-list/ConnectedNamedList';
export { NAMED_LIST_KINDS, NAMED_LISTS, type NamedListKind } from './named-list/named-lists';
export {
  CustomFieldManager,
  CUSTOM_FIELDS_TITLE,
  type CustomFieldManagerProps,
  type CustomFieldManagerStatus,
} from './custom-field-manager/CustomFieldManager';
export {
  ConnectedCustomFieldManager,
  CUSTOM_FIELD_TOASTS,
  type ConnectedCustomFieldManagerProps,
  type CustomFieldChange,
} from './custom-field-manager/ConnectedCustomFieldManager';
export { CUSTOM_FIELD_ENTITIES, LOCKED_GROUP_REASON, type CustomFieldEntity } from './custom-field-manager/tag-group-values';
export {
  PublicHolidays,
  PUBLIC_HOLIDAYS_TITLE,
  type PublicHolidaysProps,
  type PublicHolidayFilter,
  type PublicHolidaysStatus,
} from './public-holidays/PublicHolidays';
export { ConnectedPublicHolidays, PUBLIC_HOLIDAY_TOASTS, type ConnectedPublicHolidaysProps } from './public-holidays/ConnectedPublicHolidays';
export {
  BookingForm,
  ADD_BOOKING_TITLE,
  EDIT_BOOKING_TITLE,
  BOOKING_LOAD_FAILED,
  type BookingFormProps,
} from './booking-form/BookingForm';
export { ConnectedBookingForm, type ConnectedBookingFormProps, type BookingSavedDetail, type NewBookingPrefill } from './booking-form/ConnectedBookingForm';
export type { BookingFormStatus, BranchData, Lookup } from './booking-form/store';
export { TimePicker, TIME_CHECK_DELAY_MS, type TimePickerProps } from './ui/time-picker/TimePicker';
export { timeOptions, roundUpToQuarter, type TimeOption } from './ui/time-picker/time-options';
export { VehicleTable, VEHICLES_EMPTY, ADD_VEHICLE, EXPORT_CSV, type VehicleTableProps } from './vehicle-table/VehicleTable';
export { ConnectedVehicleTable, toVehicleListQuery, type ConnectedVehicleTableProps } from './vehicle-table/ConnectedVehicleTable';
export type { VehicleTableQuery, VehicleFilterOptions, FilterOptionsStatus } from './vehicle-table/store';
export type { VehicleFilterSelection } from './vehicle-table/vehicle-filters';
export { IncidentTable, type IncidentTableProps } from './incident-table/IncidentTable';
export { INCIDENTS_EMPTY, INCIDENTS_NARROWED_EMPTY, REPORT_INCIDENT } from './incident-table/incident-values';
export { ConnectedIncidentTable, toIncidentListQuery, type ConnectedIncidentTableProps } from './incident-table/ConnectedIncidentTable';
export type { IncidentTableQuery, NarrowedTo } from './incident-table/store';
export { IncidentSettings, type IncidentSettingsProps } from './incident-settings/IncidentSettings';
export { ConnectedIncidentSettings, type ConnectedIncidentSettingsProps, type IncidentSettingsChange } from './incident-settings/ConnectedIncidentSettings';
export { INCIDENT_SETTINGS_TITLE, IN_USE_REASON, type IncidentTypeRow, type TypeSwitch } from './incident-settings/incident-type-rows';
export {
  CompanySettings,
  COMPANY_SETTINGS_TITLE,
  CUSTOM_FLEET_EFFECTS,
  type CompanySettingsProps,
  type CompanySettingsStatus,
} from './company-settings/CompanySettings';
export { ConnectedCompanySettings, type ConnectedCompanySettingsProps } from './company-settings/ConnectedCompanySettings';
export { VisibilityRules, VISIBILITY_RULES_TITLE, type VisibilityRulesProps, type VisibilityRulesStatus } from './visibility-rules/VisibilityRules';
export { ConnectedVisibilityRules, type ConnectedVisibilityRulesProps } from './visibility-rules/ConnectedVisibilityRules';
export { ThemeSettings, THEME_SETTINGS_TITLE, type ThemeSettingsProps, type ThemeSettingsStatus } from './theme-settings/ThemeSettings';
export { ConnectedThemeSettings, type ConnectedThemeSettingsProps } from './theme-settings/ConnectedThemeSettings';
export { AuditTrail, AUDIT_TRAIL_TEXT, type AuditTrailProps, type AuditTrailStatus } from './ui/audit-trail/AuditTrail';
export { useAuditTrail, type AuditTrailConnection } from './ui/audit-trail/use-audit-trail';
export { ApprovalRules, type ApprovalRulesProps } from './approval-rules/ApprovalRules';
export { MasterConfig, type MasterConfigProps, type MasterConfigStatus } from './master-config/MasterConfig';
export { ConnectedMasterConfig, type ConnectedMasterConfigProps, type MasterConfigNavigation } from './master-config/ConnectedMasterConfig';
export { MASTER_CONFIG_TITLE, isMasterConfigList, parseEntryId, type EntryId as MasterConfigEntryId } from './master-config/master-config-values';
export {
  ConnectedApprovalRules,
  RULE_SAVED,
  RULE_DELETED,
  LINE_MANAGER_SAVED,
  type ConnectedApprovalRulesProps,
  type ApprovalRulesChange,
} from './approval-rules/ConnectedApprovalRules';
export {
  APPROVAL_RULES_TITLE,
  ADD_APPROVAL_RULE,
  APPROVER_LABELS,
  LINE_MANAGER_LABEL,
  appliesToText,
  approversText,
  type RuleOption,
  type RuleOptions,
} from './approval-rules/approval-rule-values';
export { BookingSettings, BOOKING_SETTINGS_TEXT, type BookingSettingsProps, type BookingSettingsStatus } from './booking-settings/BookingSettings';
export { ConnectedBookingSettings, BOOKING_SETTINGS_SAVED, type ConnectedBookingSettingsProps } from './booking-settings/ConnectedBookingSettings';
export { RULE_GROUPS, RULE_LABELS, type RuleField, type RuleGroup } from './booking-settings/rule-catalogue';
export {
  IncidentForm,
  REPORT_INCIDENT_TITLE,
  EDIT_INCIDENT_TITLE,
  INCIDENT_SECTIONS,
  USE_MY_LOCATION,
  type IncidentFormProps,
  type Position,
} from './incident-form/IncidentForm';
export { ConnectedIncidentForm, type ConnectedIncidentFormProps } from './incident-form/ConnectedIncidentForm';
export { INCIDENT_FORM_STATUSES, type IncidentFormStatus, type IncidentSubjectView, type VehicleChoice } from './incident-form/store';
export {
  IncidentDetail,
  INCIDENT_ACTION_LABELS,
  type IncidentAction,
  type IncidentActionHandler,
  type IncidentDetailProps,
} from './incident-detail/IncidentDetail';
export { ConnectedIncidentDetail, type ConnectedIncidentDetailProps } from './incident-detail/ConnectedIncidentDetail';
export { INCIDENT_DETAIL_STATUSES, type IncidentDetailStatus } from './incident-detail/store';
export type { ListFilterKey, FilterValue } from './fields/vehicle-filters/list-filters';
export {
  VehicleForm,
  ADD_VEHICLE_TITLE,
  EDIT_VEHICLE_TITLE,
  VEHICLE_SECTIONS,
  type VehicleFormProps,
} from './vehicle-form/VehicleForm';
export { ConnectedVehicleForm, type ConnectedVehicleFormProps, type VehicleSavedDetail } from './vehicle-form/ConnectedVehicleForm';
export type { VehicleFormStatus, VehicleFormOptionErrors } from './vehicle-form/store';
export { VehicleDetail, type VehicleDetailProps } from './vehicle-detail/VehicleDetail';
export { ConnectedVehicleDetail, type ConnectedVehicleDetailProps } from './vehicle-detail/ConnectedVehicleDetail';
export { VEHICLE_DETAIL_STATUSES, type VehicleDetailStatus } from './vehicle-detail/store';
export { EmbedKeyTable, EMBED_KEYS_TITLE, EMBED_KEYS_EMPTY, type EmbedKeyTableProps } from './embed-key-table/EmbedKeyTable';
export { ConnectedEmbedKeyTable, type ConnectedEmbedKeyTableProps, type EmbedKeyChange } from './embed-key-table/ConnectedEmbedKeyTable';
export { JobTable, type JobTableProps } from './job-table/JobTable';
export { ConnectedJobTable, type ConnectedJobTableProps } from './job-table/ConnectedJobTable';
export {
  NotificationTemplates,
  NOTIFICATION_TEMPLATES_TITLE,
  type NotificationTemplatesProps,
  type NotificationTemplatesStatus,
} from './notification-templates/NotificationTemplates';
export { NotificationTemplateEditor, type NotificationTemplateEditorProps } from './notification-templates/NotificationTemplateEditor';
export { ConnectedNotificationTemplates, type ConnectedNotificationTemplatesProps } from './notification-templates/ConnectedNotificationTemplates';
export {
  ConnectedNotificationTemplateEditor,
  type ConnectedNotificationTemplateEditorProps,
} from './notification-templates/ConnectedNotificationTemplateEditor';
export { SECURITY_NOTE, TEMPLATE_PARTS, TEMPLATE_PART_LABELS, type TemplateErrors, type TemplatePart } from './notification-templates/template-values';
export { EMBED_SCOPE_TEXT, EMBED_KEY_TOASTS } from './embed-key-table/embed-key-values';
export { EMBED_KEY_TABLE_STATUSES, type EmbedKeyTableStatus, type EmbedKeyEditing } from './embed-key-table/store';
export { BookingTable, emptyTextFor, HIDDEN_EMPTY_TEXT, NARROWED_EMPTY_TEXT, type BookingTableProps } from './booking-table/BookingTable';
export { ConnectedBookingTable, toBookingListQuery, type ConnectedBookingTableProps } from './booking-table/ConnectedBookingTable';
export { BOOKING_TABLE_VARIANTS, type BookingTableVariant } from './booking-table/columns';
export type { BookingTableQuery, BulkCancelReport } from './booking-table/store';
export { BookingDetail, NO_AUDITS_TEXT, NO_TRIPS_TEXT, type BookingDetailProps } from './booking-detail/BookingDetail';
export { ConnectedBookingDetail, type ConnectedBookingDetailProps } from './booking-detail/ConnectedBookingDetail';
export { BOOKING_DETAIL_STATUSES, type BookingDetailStatus } from './booking-detail/store';
export {
  BookingAction,
  APPROVED_HEADING,
  DECLINED_HEADING,
  type BookingActionProps,
} from './booking-action/BookingAction';
export { ConnectedBookingAction, type ConnectedBookingActionProps } from './booking-action/ConnectedBookingAction';
export { bookingLinkOf, type BookingLink } from './booking-action/link-params';
export { BOOKING_LINK_PHASES, type BookingLinkPhase } from './booking-action/store';
export { BookingCalendar, type BookingCalendarProps } from './booking-calendar/BookingCalendar';
export { ConnectedBookingCalendar, type ConnectedBookingCalendarProps } from './booking-calendar/ConnectedBookingCalendar';
export { CALENDAR_VIEWS, TIMELINE_SPANS, type CalendarView, type TimelineSpan } from './booking-calendar/model/visible-window';
export {
  BOOKING_ROW_ACTIONS,
  BOOKING_ACTION_LABELS,
  bookingRowActions,
  type BookingRowAction,
  type BookingActionInput,
} from './flows/booking-actions/booking-actions';
export { RoleTable, deleteRefusal as roleDeleteRefusal, type RoleTableProps, type RoleTableStatus } from './role-table/RoleTable';
export { ConnectedRoleTable, type ConnectedRoleTableProps } from './role-table/ConnectedRoleTable';
export { ROLES_TITLE, ROLE_TABLE_TEXT } from './role-table/role-table-values';
export { RoleEditor, type RoleEditorProps, type RoleEditorStatus } from './role-editor/RoleEditor';
export { ConnectedRoleEditor, type ConnectedRoleEditorProps } from './role-editor/ConnectedRoleEditor';
export { ROLE_EDITOR_TEXT } from './role-editor/role-editor-values';
export { parseRoleId } from './role-editor/role-editor-values';
