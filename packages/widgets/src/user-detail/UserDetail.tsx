import { messages, USER_FORM_LABELS, type Booking, type DisplayedDate, type Employee, type TagGroup } from '@motorpool/api';
import { useId } from 'react';
import type { Infer } from 'superstruct';
import { DetailList, DetailRow, DetailSection, DetailTable } from '../ui/detail/Detail';
import { LoadingPanel } from '../fields/branch/LoadState';
import { customFieldControl, customFieldLabel, displayCustomValue } from '../fields/custom/custom-fields';
import { formatDisplayDate } from '../ui/date-field/dates';
import { calendarDateOf } from '../fields/licence/licence-values';
import type { ThemeName } from '../theme/theme-names';
import type { NamedOption } from '../fields/person/named-option';
import { DetailPopover, ValueList } from './DetailPopover';
import type { UserDetailStatus } from './store';
import * as styles from './UserDetail.css';

export type UserDetailProps = {
  employee?: Employee | null;
  status?: UserDetailStatus;
  /** Why the user could not be loaded ('Failed to fetch employee details' by default). */
  loadError?: string | null;
  onRetry?: () => void;
  /** The organisation's user custom fields, to label and format the values; without them the values show as stored. */
  tagGroups?: readonly TagGroup[] | null;
  /** Branches and hubs by pk, naming the 'Association to Additional Hubs/Branches' values. */
  branches?: readonly NamedOption[];
  /** The user's bookings (Vehicle Name, Date-Time); the bookings feature supplies them. */
  bookings?: readonly Booking[];
  /** The fleet-share brand calls the Contact Number 'Phone Number' (spec §3). */
  theme?: ThemeName;
  /** The organisation works with hubs ('Enable Hubs'; true by default). Off, the Hub and the additional hubs are not shown (they are kept). */
  hubsEnabled?: boolean;
};

export const USER_DETAIL_TITLE = 'User Details';
export const NO_BOOKINGS_TEXT = 'No bookings to show.';
/** Spec §2: the association pop-over's title. */
export const OTHER_DETAILS_TITLE = 'Other Details';

const dayOf = (value: Infer<typeof DisplayedDate> | null | undefined) => {
  const iso = calendarDateOf(value);
  return iso ? formatDisplayDate(iso) : '';
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A booking time as the server formatted it (in the branch's time), else the raw time in this browser's. */
function bookingTime(value: Infer<typeof DisplayedDate>): string {
  if (typeof value !== 'string' && (value.formatted || value.formated)) return (value.formatted || value.formated) ?? '';
  const raw = typeof value === 'string' ? value : (value.original ?? '');
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) return raw;
  const hours = date.getHours();
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(hours % 12 || 12)}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * The read-only user (spec §2): General Details, License Details, the custom
 * fields, and Bookings with Vehicle Name and Date-Time. Long lists show their
 * first items and 'View More'; the hubs and branches a user is associated
 * with open under 'View Details', titled 'Other Details'.
 */
export function UserDetail({
  employee,
  status = 'ready',
  loadError,
  onRetry,
  tagGroups,
  branches = [],
  bookings = [],
  theme,
  hubsEnabled = true,
}: UserDetailProps) {
  const headingId = useId();

  if (status !== 'ready' || !employee) {
    return (
      <LoadingPanel
        headingId={headingId}
        title={USER_DETAIL_TITLE}
        className={styles.root}
        headingClassName={styles.heading}
        theme={theme}
        status={status === 'loading' ? 'loading' : 'error'}
        loadingText="Loading user details…"
        error={loadError}
        fallbackError={messages.userForm.fetchFailed}
        onRetry={onRetry}
        retryText="Try again"
      />
    );
  }

  const details = employee.employee_details;
  const extension = details?.employees_extension;
  const user = employee.user;
  const phone = user?.phone_parts ? `+${user.phone_parts.dial_code} ${user.phone_parts.number}` : (user?.phone ?? '');
  const branchName = (pk: string) => branches.find((branch) => String(branch.pk) === pk)?.name ?? `Branch #${pk}`;
  const reminder = extension?.license_exp_reminder;

  return (
    <section part="base" className={styles.root} data-motorpool-theme={theme} aria-labelledby={headingId}>
      <h2 part="heading" id={headingId} className={styles.heading}>
        {USER_DETAIL_TITLE}
        <span className={styles.subheading}>{employee.name}</span>
      </h2>

      <DetailSection title="General Details">
        <DetailList>
          <DetailRow label={USER_FORM_LABELS.employee_id}>{details?.employee_id ?? employee.employee_id}</DetailRow>
          <DetailRow label={USER_FORM_LABELS.first_name}>{user?.first_name ?? details?.first_name}</DetailRow>
          <DetailRow label={USER_FORM_LABELS.last_name}>{user?.last_name ?? details?.last_name}</DetailRow>
          <DetailRow label={USER_FORM_LABELS.email}>{user?.email ?? employee.email}</DetailRow>
          <DetailRow label={USER_FORM_LABELS.manager}>{extension?.manager}</DetailRow>
          <DetailRow label={USER_FORM_LABELS.date_of_birth}>{dayOf(extension?.date_of_birth)}</DetailRow>
          <DetailRow label={theme === 'fleet-share' ? 'Phone Number' : USER_FORM_LABELS.phone}>{phone}</DetailRow>
          <DetailRow label={USER_FORM_LABELS.branch}>{extension?.branch?.name}</DetailRow>
          {hubsEnabled && <DetailRow label={USER_FORM_LABELS.hub}>{extension?.hub?.name}</DetailRow>}
          <DetailRow label={USER_FORM_LABELS.cost_centre}>{extension?.cost_centre?.name}</DetailRow>
          <DetailRow label={USER_FORM_LABELS.associated_tags}>
            <ValueList items={extension?.associated_tags ?? []} label={USER_FORM_LABELS.associated_tags} />
          </DetailRow>
          <DetailRow label={USER_FORM_LABELS.departments}>
            <ValueList items={(extension?.departments ?? []).map((department) => department.name)} label={USER_FORM_LABELS.departments} />
          </DetailRow>
          <DetailRow label={USER_FORM_LABELS.status}>{employee.status.name}</DetailRow>
          <DetailRow label={USER_FORM_LABELS.role}>{(employee.role ?? details?.role)?.name}</DetailRow>
        </DetailList>
      </DetailSection>

      <DetailSection title="License Details">
        <DetailList>
          <DetailRow label={USER_FORM_LABELS.license_number}>{extension?.license_number}</DetailRow>
          <DetailRow label={USER_FORM_LABELS.license_valid_upto}>{dayOf(extension?.license_valid_upto)}</DetailRow>
          <DetailRow label={USER_FORM_LABELS.license_class}>
            <ValueList items={extension?.license_class ?? []} label={USER_FORM_LABELS.license_class} visible={4} />
          </DetailRow>
          <DetailRow label={USER_FORM_LABELS.license_country_of_issue}>{extension?.license_country_of_issue}</DetailRow>
          <DetailRow label="State/Region">{extension?.license_state}</DetailRow>
          <DetailRow label={USER_FORM_LABELS.license_exp_reminder}>{reminder === undefined ? '' : reminder ? 'Yes' : 'No'}</DetailRow>
          {reminder && (
            <>
              <DetailRow label={USER_FORM_LABELS.lic_exp_remind_before_days}>{extension?.lic_exp_remind_before_days?.toString()}</DetailRow>
              <DetailRow label={USER_FORM_LABELS.lic_exp_reminder_recipients}>
                <ValueList
                  items={(extension?.lic_exp_reminder_recipients ?? []).map((person) => person.name)}
                  label={USER_FORM_LABELS.lic_exp_reminder_recipients}
                />
              </DetailRow>
            </>
          )}
          {(['license_front_image', 'license_back_image'] as const).map((side) => (
            <DetailRow key={side} label={USER_FORM_LABELS[side]}>
              {extension?.[side] ? <img className={styles.photo} src={extension[side] ?? undefined} alt={`Licence ${USER_FORM_LABELS[side]}`} /> : null}
            </DetailRow>
          ))}
        </DetailList>
      </DetailSection>

      <OtherDetails tagGroups={tagGroups} values={extension?.user_tags ?? []} branchName={branchName} hubsEnabled={hubsEnabled} />

      <DetailSection title="Bookings">
        <DetailTable
          label="Bookings"
          columns={['Vehicle Name', 'Date-Time']}
          rows={bookings}
          rowKey={(booking) => booking.pk}
          cells={(booking) => [booking.vehicle?.name ?? '—', `${bookingTime(booking.start_datetime)} – ${bookingTime(booking.end_datetime)}`]}
          emptyText={NO_BOOKINGS_TEXT}
        />
      </DetailSection>
    </section>
  );
}

type OtherDetailsProps = {
  tagGroups: readonly TagGroup[] | null | undefined;
  values: NonNullable<NonNullable<Employee['employee_details']>['employees_extension']['user_tags']>;
  branchName: (pk: string) => string;
  hubsEnabled: boolean;
};

/** The custom fields: labelled and formatted by their groups, or as stored when the groups are unknown. */
function OtherDetails({ tagGroups, values, branchName, hubsEnabled }: OtherDetailsProps) {
  const shownGroups = hubsEnabled ? tagGroups : tagGroups?.filter((group) => customFieldControl(group) !== 'hubs');
  const rows = shownGroups
    ? shownGroups.map((group) => ({
        group,
        label: customFieldLabel(group),
        items: displayCustomValue(group, values.find((tag) => tag.tag_group_name === group.tag_group_name)?.value ?? null, branchName),
      }))
    : values.map((tag) => ({ group: null, label: tag.tag_group_name, items: tag.value === null ? [] : Array.isArray(tag.value) ? tag.value : [tag.value] }));
  if (rows.length === 0) return null;
  return (
    <DetailSection title="Other Details">
      <DetailList>
        {rows.map(({ group, label, items }) => {
          const control = group ? customFieldControl(group) : null;
          if (control === 'hubs' || control === 'branches') {
            const [one, many] = control === 'hubs' ? ['hub', 'hubs'] : ['branch', 'branches'];
            return (
              <DetailRow key={label} label={label}>
                {items.length === 0 ? null : (
                  <span className={styles.valueList}>
                    <span>
                      {items.length} {items.length === 1 ? one : many}
                    </span>
                    <DetailPopover trigger="View Details" title={OTHER_DETAILS_TITLE} label={label} items={items} />
                  </span>
                )}
              </DetailRow>
            );
          }
          return (
            <DetailRow key={label} label={label}>
              {items.length > 1 ? <ValueList items={items} label={label} /> : items[0]}
            </DetailRow>
          );
        })}
      </DetailList>
    </DetailSection>
  );
}
