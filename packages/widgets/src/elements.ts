import { MotorpoolSignInElement, SIGN_IN_TAG } from './sign-in/element';
import { MotorpoolSignUpElement, SIGN_UP_TAG } from './sign-up/element';
import { MotorpoolTwoFactorElement, TWO_FACTOR_TAG } from './two-factor/element';
import { MotorpoolTwoFactorSettingsElement, TWO_FACTOR_SETTINGS_TAG } from './two-factor-settings/element';
import { GENERAL_SETTINGS_TAG, MotorpoolGeneralSettingsElement } from './general-settings/element';
import { MEMBER_ADMIN_FLAG_TAG, MotorpoolMemberAdminFlagElement } from './member-admin-flag/element';
import { FORGOT_PASSWORD_TAG, MotorpoolForgotPasswordElement } from './forgot-password/element';
import { MotorpoolNotificationBellElement, NOTIFICATION_BELL_TAG } from './notification-bell/element';
import {
  MotorpoolNotificationTemplateEditorElement,
  MotorpoolNotificationTemplatesElement,
  NOTIFICATION_TEMPLATE_EDITOR_TAG,
  NOTIFICATION_TEMPLATES_TAG,
} from './notification-templates/element';
import { MotorpoolSidebarElement, SIDEBAR_TAG } from './sidebar/element';
import { HEADING_BAR_TAG, MotorpoolHeadingBarElement } from './heading-bar/element';
import { MotorpoolUserTableElement, USER_TABLE_TAG } from './user-table/element';
import { INVITE_TABLE_TAG, MotorpoolInviteTableElement } from './invite-table/element';
import { MotorpoolUserFormElement, USER_FORM_TAG } from './user-form/element';
import { MotorpoolUserDetailElement, USER_DETAIL_TAG } from './user-detail/element';
import { MotorpoolUserImportElement, USER_IMPORT_TAG } from './user-import/element';
import { INVITE_USER_TAG, MotorpoolInviteUserElement } from './invite-user/element';
import { BRANCH_TABLE_TAG, MotorpoolBranchTableElement } from './branch-table/element';
import { BRANCH_FORM_TAG, MotorpoolBranchFormElement } from './branch-form/element';
import { BOOKING_FORM_TAG, MotorpoolBookingFormElement } from './booking-form/element';
import { MY_BRANCH_TAG, MotorpoolMyBranchElement } from './my-branch/element';
import { ASSOCIATED_BRANCHES_TAG, BRANCH_RELATIONS_TAG, MotorpoolAssociatedBranchesElement, MotorpoolBranchRelationsElement } from './branch-relations/element';
import {
  COST_CENTRES_TAG,
  DEPARTMENTS_TAG,
  GEOFENCES_TAG,
  MotorpoolCostCentresElement,
  MotorpoolDepartmentsElement,
  MotorpoolGeofencesElement,
} from './named-list/element';
import { CUSTOM_FIELD_MANAGER_TAG, MotorpoolCustomFieldManagerElement } from './custom-field-manager/element';
import { MotorpoolPublicHolidaysElement, PUBLIC_HOLIDAYS_TAG } from './public-holidays/element';
import { BOOKING_TABLE_TAG, MotorpoolBookingTableElement } from './booking-table/element';
import { BOOKING_DETAIL_TAG, MotorpoolBookingDetailElement } from './booking-detail/element';
import { BOOKING_ACTION_TAG, MotorpoolBookingActionElement } from './booking-action/element';
import { BOOKING_CALENDAR_TAG, MotorpoolBookingCalendarElement } from './booking-calendar/element';
import { MotorpoolVehicleTableElement, VEHICLE_TABLE_TAG } from './vehicle-table/element';
import { MotorpoolVehicleFormElement, VEHICLE_FORM_TAG } from './vehicle-form/element';
import { MotorpoolVehicleDetailElement, VEHICLE_DETAIL_TAG } from './vehicle-detail/element';
import { INCIDENT_TABLE_TAG, MotorpoolIncidentTableElement } from './incident-table/element';
import { INCIDENT_SETTINGS_TAG, MotorpoolIncidentSettingsElement } from './incident-settings/element';
import { COMPANY_SETTINGS_TAG, MotorpoolCompanySettingsElement } from './company-settings/element';
import { MotorpoolVisibilityRulesElement, VISIBILITY_RULES_TAG } from './visibility-rules/element';
import { MotorpoolThemeSettingsElement, THEME_SETTINGS_TAG } from './theme-settings/element';
import { APPROVAL_RULES_TAG, MotorpoolApprovalRulesElement } from './approval-rules/element';
import { BOOKING_SETTINGS_TAG, MotorpoolBookingSettingsElement } from './booking-settings/element';
import { MASTER_CONFIG_TAG, MotorpoolMasterConfigElement } from './master-config/element';
import { MotorpoolRoleTableElement, ROLE_TABLE_TAG } from './role-table/element';
import { MotorpoolRoleEditorElement, ROLE_EDITOR_TAG } from './role-editor/element';
import { INCIDENT_FORM_TAG, MotorpoolIncidentFormElement } from './incident-form/element';
import { INCIDENT_DETAIL_TAG, MotorpoolIncidentDetailElement } from './incident-detail/element';
import { EMBED_KEY_TABLE_TAG, MotorpoolEmbedKeyTableElement } from './embed-key-table/element';
import { CREATE_ORGANISATION_TAG, MotorpoolCreateOrganisationElement } from './create-organisation/element';
import { MotorpoolToasterElement, TOASTER_TAG } from './toasts/element';
import {
  MotorpoolProfileLicenseDetailsElement,
  MotorpoolProfileOtherDetailsElement,
  MotorpoolProfilePersonalDetailsElement,
  PROFILE_LICENSE_DETAILS_TAG,
  PROFILE_OTHER_DETAILS_TAG,
  PROFILE_PERSONAL_DETAILS_TAG,
} from './profile-details/element';

export {
  MotorpoolSignInElement,
  SIGN_IN_TAG,
  SIGNED_IN_EVENT,
  TWO_FACTOR_REQUIRED_EVENT,
  type SignedInEventDetail,
  type TwoFactorRequiredEventDetail,
} from './sign-in/element';
export { MotorpoolSignUpElement, SIGN_UP_TAG, REGISTERED_EVENT, type RegisteredEventDetail } from './sign-up/element';
export { MotorpoolTwoFactorElement, TWO_FACTOR_TAG } from './two-factor/element';
export { MotorpoolTwoFactorSettingsElement, TWO_FACTOR_SETTINGS_TAG, TWO_FACTOR_CHANGED_EVENT } from './two-factor-settings/element';
export { MotorpoolMemberAdminFlagElement, MEMBER_ADMIN_FLAG_TAG, ADMIN_FLAG_CHANGED_EVENT } from './member-admin-flag/element';
export { MotorpoolGeneralSettingsElement, GENERAL_SETTINGS_TAG, GENERAL_SETTINGS_SAVED_EVENT } from './general-settings/element';
export {
  MotorpoolForgotPasswordElement,
  FORGOT_PASSWORD_TAG,
  PASSWORD_RESET_EVENT,
  type PasswordResetEventDetail,
} from './forgot-password/element';
export {
  MotorpoolNotificationBellElement,
  NOTIFICATION_BELL_TAG,
  NOTIFICATION_SELECTED_EVENT,
  type NotificationSelectedEventDetail,
} from './notification-bell/element';
export {
  MotorpoolSidebarElement,
  SIDEBAR_TAG,
  SIDEBAR_TOGGLE_EVENT,
  ORGANISATION_SWITCHED_EVENT,
  ORGANISATION_REDIRECT_EVENT,
  type SidebarToggleEventDetail,
  type OrganisationSwitchedEventDetail,
  type OrganisationRedirectEventDetail,
} from './sidebar/element';
export {
  MotorpoolHeadingBarElement,
  HEADING_BAR_TAG,
  EXPORT_EVENT,
  EMIT_EVENT,
  TAB_CHANGE_EVENT,
  type ExportEventDetail,
  type EmitEventDetail,
  type TabChangeEventDetail,
} from './heading-bar/element';
export {
  MotorpoolInviteUserElement,
  INVITE_USER_TAG,
  INVITE_SENT_EVENT,
  type InviteSentEventDetail,
} from './invite-user/element';
export {
  MotorpoolUserImportElement,
  USER_IMPORT_TAG,
  USERS_IMPORTED_EVENT,
  type UsersImportedEventDetail,
} from './user-import/element';
export {
  MotorpoolUserFormElement,
  USER_FORM_TAG,
  USER_SAVED_EVENT,
  USER_DELETED_EVENT,
  USER_CANCEL_EVENT,
  type UserSavedEventDetail,
  type UserDeletedEventDetail,
  type UserCancelEventDetail,
} from './user-form/element';
export { MotorpoolUserDetailElement, USER_DETAIL_TAG } from './user-detail/element';
export {
  MotorpoolUserTableElement,
  USER_TABLE_TAG,
  USER_EDIT_EVENT,
  USER_OPEN_EVENT,
  USER_NOTES_EVENT,
  USER_RAISE_INCIDENT_EVENT,
  USER_QUERY_CHANGE_EVENT,
  type UserActionEventDetail,
  type UserQueryChangeEventDetail,
} from './user-table/element';
export {
  MotorpoolInviteTableElement,
  INVITE_TABLE_TAG,
  INVITE_RESENT_EVENT,
  type InviteResentEventDetail,
} from './invite-table/element';
export {
  MotorpoolProfileLicenseDetailsElement,
  MotorpoolProfileOtherDetailsElement,
  MotorpoolProfilePersonalDetailsElement,
  PROFILE_LICENSE_DETAILS_TAG,
  PROFILE_OTHER_DETAILS_TAG,
  PROFILE_PERSONAL_DETAILS_TAG,
  PROFILE_DETAILS_SAVED_EVENT,
  type ProfileDetailsSavedEventDetail,
} from './profile-details/element';
export {
  MotorpoolCreateOrganisationElement,
  CREATE_ORGANISATION_TAG,
  ORGANISATION_CREATED_EVENT,
  type OrganisationCreatedEventDetail,
} from './create-organisation/element';
export {
  MotorpoolBranchTableElement,
  BRANCH_TABLE_TAG,
  BRANCH_EDIT_EVENT,
  BRANCH_OPEN_EVENT,
  BRANCH_DELETED_EVENT,
  type BranchActionEventDetail,
} from './branch-table/element';
export {
  MotorpoolBranchFormElement,
  BRANCH_FORM_TAG,
  BRANCH_SAVED_EVENT,
  BRANCH_CANCEL_EVENT,
  type BranchSavedEventDetail,
  type BranchCancelEventDetail,
} from './branch-form/element';
export { MotorpoolMyBranchElement, MY_BRANCH_TAG, MY_BRANCH_SAVED_EVENT, type MyBranchSavedEventDetail } from './my-branch/element';
export {
  MotorpoolBranchRelationsElement,
  MotorpoolAssociatedBranchesElement,
  BRANCH_RELATIONS_TAG,
  ASSOCIATED_BRANCHES_TAG,
  BRANCH_RELATIONS_SAVED_EVENT,
  ASSOCIATED_BRANCH_OPEN_EVENT,
  type BranchRelationsSavedEventDetail,
  type AssociatedBranchOpenEventDetail,
} from './branch-relations/element';
export {
  MotorpoolDepartmentsElement,
  MotorpoolCostCentresElement,
  MotorpoolGeofencesElement,
  DEPARTMENTS_TAG,
  COST_CENTRES_TAG,
  GEOFENCES_TAG,
  NAMED_LIST_CHANGE_EVENT,
  type NamedListChangeEventDetail,
} from './named-list/element';
export {
  MotorpoolCustomFieldManagerElement,
  CUSTOM_FIELD_MANAGER_TAG,
  CUSTOM_FIELD_CHANGE_EVENT,
  type CustomFieldChangeEventDetail,
} from './custom-field-manager/element';
export { MotorpoolPublicHolidaysElement, PUBLIC_HOLIDAYS_TAG } from './public-holidays/element';
export {
  MotorpoolBookingFormElement,
  BOOKING_FORM_TAG,
  BOOKING_SAVED_EVENT,
  BOOKING_CANCEL_EVENT,
  type BookingSavedEventDetail,
  type BookingCancelEventDetail,
} from './booking-form/element';
export {
  MotorpoolVehicleTableElement,
  VEHICLE_TABLE_TAG,
  VEHICLE_ADD_EVENT,
  VEHICLE_EDIT_EVENT,
  VEHICLE_OPEN_EVENT,
  VEHICLE_DELETED_EVENT,
  type VehicleActionEventDetail,
} from './vehicle-table/element';
export { MotorpoolVehicleDetailElement, VEHICLE_DETAIL_TAG } from './vehicle-detail/element';
export {
  MotorpoolVehicleFormElement,
  VEHICLE_FORM_TAG,
  VEHICLE_SAVED_EVENT,
  VEHICLE_CANCEL_EVENT,
  type VehicleSavedEventDetail,
  type VehicleCancelEventDetail,
} from './vehicle-form/element';
export {
  MotorpoolIncidentTableElement,
  INCIDENT_TABLE_TAG,
  INCIDENT_OPEN_EVENT,
  INCIDENT_REPORT_EVENT,
  type IncidentOpenEventDetail,
  type IncidentReportEventDetail,
} from './incident-table/element';
export {
  MotorpoolIncidentSettingsElement,
  INCIDENT_SETTINGS_TAG,
  INCIDENT_SETTINGS_CHANGE_EVENT,
  type IncidentSettingsChangeEventDetail,
} from './incident-settings/element';
export {
  MotorpoolCompanySettingsElement,
  COMPANY_SETTINGS_TAG,
  COMPANY_SETTINGS_SAVED_EVENT,
  type CompanySettingsSavedEventDetail,
} from './company-settings/element';
export {
  MotorpoolVisibilityRulesElement,
  VISIBILITY_RULES_TAG,
  VISIBILITY_RULES_SAVED_EVENT,
  type VisibilityRulesSavedEventDetail,
} from './visibility-rules/element';
export { MotorpoolThemeSettingsElement, THEME_SETTINGS_TAG, THEME_SAVED_EVENT, type ThemeSavedEventDetail } from './theme-settings/element';
export {
  MotorpoolApprovalRulesElement,
  APPROVAL_RULES_TAG,
  APPROVAL_RULES_CHANGE_EVENT,
  type ApprovalRulesChangeEventDetail,
} from './approval-rules/element';
export {
  MotorpoolBookingSettingsElement,
  BOOKING_SETTINGS_TAG,
  BOOKING_SETTINGS_SAVE_EVENT,
  type BookingSettingsSaveEventDetail,
} from './booking-settings/element';
export {
  MotorpoolMasterConfigElement,
  MASTER_CONFIG_TAG,
  MASTER_CONFIG_NAVIGATE_EVENT,
  type MasterConfigNavigateEventDetail,
} from './master-config/element';
export { MotorpoolRoleTableElement, ROLE_TABLE_TAG, ROLE_OPEN_EVENT, type RoleOpenEventDetail } from './role-table/element';
export {
  MotorpoolRoleEditorElement,
  ROLE_EDITOR_TAG,
  ROLE_EDITOR_NAVIGATE_EVENT,
  type RoleEditorNavigateEventDetail,
} from './role-editor/element';
export {
  MotorpoolIncidentFormElement,
  INCIDENT_FORM_TAG,
  INCIDENT_SAVED_EVENT,
  INCIDENT_FORM_CANCEL_EVENT,
  type IncidentSavedEventDetail,
  type IncidentFormCancelEventDetail,
} from './incident-form/element';
export {
  MotorpoolIncidentDetailElement,
  INCIDENT_DETAIL_TAG,
  INCIDENT_EDIT_EVENT,
  INCIDENT_CHANGED_EVENT,
  type IncidentEditEventDetail,
  type IncidentChangedEventDetail,
} from './incident-detail/element';
export { NAVIGATE_EVENT, type NavigateEventDetail } from './element/navigation/host-navigation';
export { MotorpoolBookingTableElement, BOOKING_TABLE_TAG } from './booking-table/element';
export {
  BOOKING_OPEN_EVENT,
  BOOKING_EDIT_EVENT,
  BOOKING_ADD_EVENT,
  BOOKING_CHANGED_EVENT,
  type BookingOpenEventDetail,
  type BookingEditEventDetail,
  type BookingAddEventDetail,
  type BookingChangedEventDetail,
} from './element/events/booking-events';
export { MotorpoolBookingDetailElement, BOOKING_DETAIL_TAG } from './booking-detail/element';
export {
  MotorpoolBookingActionElement,
  BOOKING_ACTION_TAG,
  LOGIN_REQUESTED_EVENT,
  type LoginRequestedEventDetail,
} from './booking-action/element';
export {
  MotorpoolBookingCalendarElement,
  BOOKING_CALENDAR_TAG,
  BOOKING_SELECTED_EVENT,
  SLOT_SELECTED_EVENT,
  BOOKING_CREATED_EVENT,
  BOOKING_RESCHEDULED_EVENT,
  CALENDAR_CHANGE_EVENT,
  type BookingSelectedEventDetail,
  type SlotSelectedEventDetail,
  type BookingCreatedEventDetail,
  type BookingRescheduledEventDetail,
  type CalendarChangeEventDetail,
} from './booking-calendar/element';

export {
  MotorpoolEmbedKeyTableElement,
  EMBED_KEY_TABLE_TAG,
  EMBED_KEY_CHANGE_EVENT,
  type EmbedKeyChangeEventDetail,
} from './embed-key-table/element';
export {
  MotorpoolNotificationTemplatesElement,
  MotorpoolNotificationTemplateEditorElement,
  NOTIFICATION_TEMPLATES_TAG,
  NOTIFICATION_TEMPLATE_EDITOR_TAG,
  NOTIFICATION_TEMPLATE_SAVED_EVENT,
  type NotificationTemplateSavedEventDetail,
} from './notification-templates/element';
export { MotorpoolToasterElement, TOASTER_TAG } from './toasts/element';

// Each tag must have its HTMLElementTagNameMap entry (declared beside its element): the `satisfies` fails the typecheck otherwise.
const elements = [
  [SIGN_IN_TAG, MotorpoolSignInElement],
  [SIGN_UP_TAG, MotorpoolSignUpElement],
  [TWO_FACTOR_TAG, MotorpoolTwoFactorElement],
  [TWO_FACTOR_SETTINGS_TAG, MotorpoolTwoFactorSettingsElement],
  [GENERAL_SETTINGS_TAG, MotorpoolGeneralSettingsElement],
  [MEMBER_ADMIN_FLAG_TAG, MotorpoolMemberAdminFlagElement],
  [FORGOT_PASSWORD_TAG, MotorpoolForgotPasswordElement],
  [NOTIFICATION_BELL_TAG, MotorpoolNotificationBellElement],
  [SIDEBAR_TAG, MotorpoolSidebarElement],
  [HEADING_BAR_TAG, MotorpoolHeadingBarElement],
  [USER_TABLE_TAG, MotorpoolUserTableElement],
  [INVITE_TABLE_TAG, MotorpoolInviteTableElement],
  [USER_FORM_TAG, MotorpoolUserFormElement],
  [USER_DETAIL_TAG, MotorpoolUserDetailElement],
  [USER_IMPORT_TAG, MotorpoolUserImportElement],
  [INVITE_USER_TAG, MotorpoolInviteUserElement],
  [CREATE_ORGANISATION_TAG, MotorpoolCreateOrganisationElement],
  [PROFILE_PERSONAL_DETAILS_TAG, MotorpoolProfilePersonalDetailsElement],
  [PROFILE_LICENSE_DETAILS_TAG, MotorpoolProfileLicenseDetailsElement],
  [PROFILE_OTHER_DETAILS_TAG, MotorpoolProfileOtherDetailsElement],
  [BRANCH_TABLE_TAG, MotorpoolBranchTableElement],
  [BRANCH_FORM_TAG, MotorpoolBranchFormElement],
  [MY_BRANCH_TAG, MotorpoolMyBranchElement],
  [BRANCH_RELATIONS_TAG, MotorpoolBranchRelationsElement],
  [ASSOCIATED_BRANCHES_TAG, MotorpoolAssociatedBranchesElement],
  [DEPARTMENTS_TAG, MotorpoolDepartmentsElement],
  [COST_CENTRES_TAG, MotorpoolCostCentresElement],
  [GEOFENCES_TAG, MotorpoolGeofencesElement],
  [CUSTOM_FIELD_MANAGER_TAG, MotorpoolCustomFieldManagerElement],
  [PUBLIC_HOLIDAYS_TAG, MotorpoolPublicHolidaysElement],
  [BOOKING_FORM_TAG, MotorpoolBookingFormElement],
  [BOOKING_TABLE_TAG, MotorpoolBookingTableElement],
  [BOOKING_DETAIL_TAG, MotorpoolBookingDetailElement],
  [BOOKING_ACTION_TAG, MotorpoolBookingActionElement],
  [BOOKING_CALENDAR_TAG, MotorpoolBookingCalendarElement],
  [VEHICLE_TABLE_TAG, MotorpoolVehicleTableElement],
  [VEHICLE_FORM_TAG, MotorpoolVehicleFormElement],
  [VEHICLE_DETAIL_TAG, MotorpoolVehicleDetailElement],
  [INCIDENT_TABLE_TAG, MotorpoolIncidentTableElement],
  [INCIDENT_SETTINGS_TAG, MotorpoolIncidentSettingsElement],
  [COMPANY_SETTINGS_TAG, MotorpoolCompanySettingsElement],
  [VISIBILITY_RULES_TAG, MotorpoolVisibilityRulesElement],
  [THEME_SETTINGS_TAG, MotorpoolThemeSettingsElement],
  [APPROVAL_RULES_TAG, MotorpoolApprovalRulesElement],
  [BOOKING_SETTINGS_TAG, MotorpoolBookingSettingsElement],
  [INCIDENT_FORM_TAG, MotorpoolIncidentFormElement],
  [INCIDENT_DETAIL_TAG, MotorpoolIncidentDetailElement],
  [MASTER_CONFIG_TAG, MotorpoolMasterConfigElement],
  [EMBED_KEY_TABLE_TAG, MotorpoolEmbedKeyTableElement],
  [NOTIFICATION_TEMPLATES_TAG, MotorpoolNotificationTemplatesElement],
  [NOTIFICATION_TEMPLATE_EDITOR_TAG, MotorpoolNotificationTemplateEditorElement],
  [ROLE_TABLE_TAG, MotorpoolRoleTableElement],
  [ROLE_EDITOR_TAG, MotorpoolRoleEditorElement],
  [TOASTER_TAG, MotorpoolToasterElement],
] as const satisfies ReadonlyArray<readonly [keyof HTMLElementTagNameMap, CustomElementConstructor]>;

/**
 * Defines every `motorpool-*` element. Safe to call more than once, and next
 * to another copy of the widgets that defined them first.
 */
export function registerMotorpoolElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, element] of elements) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}
