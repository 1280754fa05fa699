import { incidentMessages, type AffectedBooking, type Incident, type IncidentAuditEntry } from '@motorpool/api';
import { DetailLoadPanel } from '../ui/detail/DetailPanel';
import * as panel from '../ui/detail/DetailPanel.css';
import { lazy, Suspense, useId, useState } from 'react';
import type { ThemeName } from '../theme/theme-names';
import { Button } from '../ui/button/Button';
import { DetailList, DetailRow, DetailSection, DetailTable } from '../ui/detail/Detail';
import { amountText, auditActor, blockText, changeLines, coordinatesText, holdsVehicle, incidentTimeText, readingText, STATUS_COLOURS } from './detail-values';
import * as styles from './IncidentDetail.css';
import type { StatusChangeInput } from './StatusDialog';
import type { IncidentDetailStatus, Part } from './store';

/*
 * What only managers see, and only at times, loads when first shown: the
 * held-up bookings and the dialogs (with the form styles and the booking
 * messages they bring), so that reading an incident stays a display-sized script.
 */
const AffectedBookings = lazy(() => import('./AffectedBookings').then((module) => ({ default: module.AffectedBookings })));
const StatusDialog = lazy(() => import('./StatusDialog').then((module) => ({ default: module.StatusDialog })));
const CancelBookingDialog = lazy(() => import('./CancelBookingDialog').then((module) => ({ default: module.CancelBookingDialog })));

/** What a manager does from the detail; each is one call to the server. */
export type IncidentAction =
  | { kind: 'verify' }
  | { kind: 'block'; disallow: boolean }
  | ({ kind: 'status' } & StatusChangeInput)
  | { kind: 'reopen' }
  | { kind: 'move'; booking: number; vehicle: number }
  | { kind: 'cancel-booking'; booking: number; reason: string };

/** Runs an action; resolves with the server's refusal title, or null once done. */
export type IncidentActionHandler = (incident: Incident, action: IncidentAction) => Promise<string | null>;

export type IncidentDetailProps = {
  status: IncidentDetailStatus;
  incident: Incident | null;
  loadError?: string | null;
  onRetry?: () => void;
  audits?: Part<IncidentAuditEntry>;
  /** The vehicle's future bookings while it is (to be) off the road; null when that does not apply. */
  affected?: Part<AffectedBooking> | null;
  onAction: IncidentActionHandler;
  /** Edit: the host opens the incident form. */
  onEdit?: (pk: number) => void;
  theme?: ThemeName;
};

export const INCIDENT_LOADING_TEXT = 'Loading incident…';
export const NO_INCIDENT_AUDITS_TEXT = 'No changes recorded yet.';
export const INCIDENT_ACTION_LABELS = {
  verify: 'Verify',
  edit: 'Edit',
  block: 'Take off the road',
  lift: 'Lift the block',
  close: 'Close',
  dismiss: 'Dismiss',
  reopen: 'Reopen',
} as const;

const noPart = { items: [], error: null };

type Dialog = { kind: 'Closed' | 'Dismissed' } | { kind: 'cancel'; item: AffectedBooking };
type Pending = 'verify' | 'block' | 'reopen' | 'dialog' | `move-${number}` | null;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * One incident, read-only (spec §3 Incident): type, status, critical,
 * verified, the block, vehicle, booking, person, reporter, where, what
 * happened, photos, third party, police and how it was resolved; its audit
 * trail; and, for those who manage it, Verify, Edit, Take off the road or
 * Lift the block, Close, Dismiss and Reopen, with the vehicle's held-up
 * bookings to move or cancel. Times are the viewer's own. No HTTP.
 */
export function IncidentDetail({ status, incident, loadError, onRetry, audits = noPart, affected = null, onAction, onEdit, theme }: IncidentDetailProps) {
  const headingId = useId();
  const [pending, setPending] = useState<Pending>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  if (status !== 'ready' || !incident) {
    return (
      <DetailLoadPanel
        headingId={headingId}
        title="Incident"
        status={status === 'ready' ? 'loading' : status}
        loadingText={INCIDENT_LOADING_TEXT}
        error={loadError}
        notFoundText={incidentMessages.notFound}
        onRetry={onRetry}
        theme={theme}
      />
    );
  }

  const run = async (key: Exclude<Pending, null>, action: IncidentAction) => {
    setPending(key);
    const refusal = await onAction(incident, action);
    setPending(null);
    return refusal;
  };

  const runDialog = async (action: IncidentAction) => {
    setDialogError(null);
    const refusal = await run('dialog', action);
    if (refusal) setDialogError(refusal);
    else setDialog(null);
  };

  const open = incident.status === 'Open';
  const manage = incident.may_manage;
  const busy = pending !== null;
  const moving = typeof pending === 'string' && pending.startsWith('move-') ? Number(pending.slice(5)) : null;
  const { booking, vehicle, third_party: thirdParty, police } = incident;
  const closedWord = incident.status === 'Dismissed' ? 'Dismissed' : 'Closed';

  const action = (key: 'verify' | 'block' | 'reopen', label: string, input: IncidentAction) => (
    <Button variant="outline" size="small" busy={pending === key} disabled={busy && pending !== key} onClick={() => void run(key, input)}>
      {pending === key ? 'Saving...' : label}
    </Button>
  );

  return (
    <section part="base" className={panel.panel} data-motorpool-theme={theme} aria-labelledby={headingId}>
      <div className={panel.header}>
        <h2 part="heading" id={headingId} className={panel.heading}>
          Incident {incident.reference}
        </h2>
        <span className={panel.badge[STATUS_COLOURS[incident.status]]}>{incident.status}</span>
        {incident.is_critical && <span className={panel.badge.red}>Critical</span>}
        {incident.is_verified && <span className={panel.badge.green}>Verified</span>}
        {incident.blocked_from && open && <span className={panel.badge.black}>Off the road</span>}
      </div>

      {manage && (
        // biome-ignore lint/a11y/useSemanticElements: the incident's command buttons, not a form's fields; a fieldset would bring a border and legend.
        <div className={styles.actions} role="group" aria-label="Incident actions">
          {open && !incident.is_verified && action('verify', INCIDENT_ACTION_LABELS.verify, { kind: 'verify' })}
          {onEdit && (
            <Button variant="outline" size="small" disabled={busy} onClick={() => onEdit(incident.pk)}>
              {INCIDENT_ACTION_LABELS.edit}
            </Button>
          )}
          {open &&
            vehicle &&
            (incident.disallow_vehicle_for_bookings
              ? action('block', INCIDENT_ACTION_LABELS.lift, { kind: 'block', disallow: false })
              : action('block', INCIDENT_ACTION_LABELS.block, { kind: 'block', disallow: true }))}
          {open && (
            <>
              <Button variant="outline" size="small" disabled={busy} onClick={() => setDialog({ kind: 'Closed' })}>
                {INCIDENT_ACTION_LABELS.close}
              </Button>
              <Button tone="critical" variant="outline" size="small" disabled={busy} onClick={() => setDialog({ kind: 'Dismissed' })}>
                {INCIDENT_ACTION_LABELS.dismiss}
              </Button>
            </>
          )}
          {!open && action('reopen', INCIDENT_ACTION_LABELS.reopen, { kind: 'reopen' })}
        </div>
      )}

      <DetailSection title="Incident Details">
        <DetailList>
          <DetailRow label="Incident Type">{incident.incident_type.name}</DetailRow>
          <DetailRow label="Sub-type">{incident.incident_sub_type?.name}</DetailRow>
          <DetailRow label="Status">{incident.status}</DetailRow>
          <DetailRow label="Critical">{yesNo(incident.is_critical)}</DetailRow>
          <DetailRow label="Verified">{yesNo(incident.is_verified)}</DetailRow>
          <DetailRow label="Off the road">{blockText(incident)}</DetailRow>
          <DetailRow label="Vehicle">{vehicle ? `${vehicle.name} (${vehicle.registrations_num}) · ${vehicle.branch.name}` : ''}</DetailRow>
          <DetailRow label="Booking">
            {booking
              ? `Booking ${booking.pk} · ${booking.driver.name} · ${incidentTimeText(booking.start_datetime, incident.time_zone)} – ${incidentTimeText(booking.end_datetime, incident.time_zone)}`
              : ''}
          </DetailRow>
          <DetailRow label="Person">{incident.person?.name}</DetailRow>
          <DetailRow label="Reported on">{incidentTimeText(incident.reported_on, incident.time_zone)}</DetailRow>
          <DetailRow label="Reported by">{incident.reported_by?.name}</DetailRow>
          <DetailRow label="Odometer">{readingText(incident.odometer)}</DetailRow>
          <DetailRow label="Incident Tags">{incident.incident_tags.join(', ')}</DetailRow>
        </DetailList>
      </DetailSection>

      <DetailSection title="Description">
        {incident.description ? <p className={styles.description}>{incident.description}</p> : <p className={panel.muted}>No description.</p>}
      </DetailSection>

      <DetailSection title="Location">
        <DetailList>
          <DetailRow label="Address">{incident.address}</DetailRow>
          <DetailRow label="Landmark">{incident.address_features?.landmark}</DetailRow>
          <DetailRow label="Coordinates">
            {coordinatesText(incident) && (
              <a
                className={styles.mapLink}
                href={`https://www.openstreetmap.org/?mlat=${incident.location?.coordinates?.[1]}&mlon=${incident.location?.coordinates?.[0]}`}
                target="_blank"
                rel="noreferrer"
              >
                {coordinatesText(incident)}
              </a>
            )}
          </DetailRow>
        </DetailList>
      </DetailSection>

      <DetailSection title="Photos">
        {incident.photos.length === 0 ? (
          <p className={panel.muted}>No photos.</p>
        ) : (
          <ul className={styles.photos}>
            {incident.photos.map((url, index) => (
              <li key={url}>
                <a className={styles.photoLink} href={url} target="_blank" rel="noreferrer">
                  <img className={styles.thumb} src={url} alt={`Open ${index + 1} of ${incident.photos.length} full size`} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      {thirdParty && (
        <DetailSection title="Third party">
          <DetailList>
            <DetailRow label="Name">{thirdParty.name}</DetailRow>
            <DetailRow label="Phone">{thirdParty.phone}</DetailRow>
            <DetailRow label="Vehicle registration">{thirdParty.vehicle_registration}</DetailRow>
            <DetailRow label="Insurer">{thirdParty.insurer}</DetailRow>
            <DetailRow label="Policy number">{thirdParty.policy_number}</DetailRow>
            <DetailRow label="Notes">{thirdParty.notes}</DetailRow>
          </DetailList>
        </DetailSection>
      )}

      {police && (
        <DetailSection title="Police">
          <DetailList>
            <DetailRow label="Police station">{police.station}</DetailRow>
            <DetailRow label="Officer">{police.officer}</DetailRow>
            <DetailRow label="Report number">{police.report_number}</DetailRow>
          </DetailList>
        </DetailSection>
      )}

      {(incident.status !== 'Open' || incident.resolution_note) && (
        <DetailSection title="Resolution">
          <DetailList>
            <DetailRow label="Resolution note">{incident.resolution_note}</DetailRow>
            <DetailRow label="Repair cost">{amountText(incident.repair_cost)}</DetailRow>
            <DetailRow label="Days off the road">{incident.days_off_road === null ? '' : String(incident.days_off_road)}</DetailRow>
            <DetailRow label={`${closedWord} by`}>{incident.closed_by?.name}</DetailRow>
            <DetailRow label={`${closedWord} on`}>{incidentTimeText(incident.closed_on, incident.time_zone)}</DetailRow>
          </DetailList>
        </DetailSection>
      )}

      {affected && holdsVehicle(incident) && (
        <DetailSection title="Affected bookings">
          <Suspense fallback={<p className={panel.muted}>Loading bookings…</p>}>
            <AffectedBookings
              affected={affected}
              timeZone={incident.time_zone}
              mayManage={manage}
              moving={moving}
              onMove={(bookingPk, vehiclePk) => void run(`move-${bookingPk}`, { kind: 'move', booking: bookingPk, vehicle: vehiclePk })}
              onCancel={(item) => {
                setDialogError(null);
                setDialog({ kind: 'cancel', item });
              }}
            />
          </Suspense>
        </DetailSection>
      )}

      <DetailSection title="Audit Trail">
        <DetailTable
          label="Audit trail"
          columns={['Who', 'When', 'Action', 'What changed']}
          rows={audits.items}
          rowKey={(entry) => entry.pk}
          cells={(entry) => {
            const lines = changeLines(entry, incident.time_zone);
            return [
              auditActor(entry),
              incidentTimeText(entry.created_at, incident.time_zone),
              entry.action,
              lines.length === 0 ? (
                '—'
              ) : (
                <ul key="changes" className={styles.changes}>
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ),
            ];
          }}
          emptyText={NO_INCIDENT_AUDITS_TEXT}
          error={audits.error}
        />
      </DetailSection>

      {dialog && dialog.kind !== 'cancel' && (
        <Suspense fallback={null}>
          <StatusDialog
            status={dialog.kind}
            busy={pending === 'dialog'}
            error={dialogError}
            onConfirm={(input) => void runDialog({ kind: 'status', ...input })}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {dialog?.kind === 'cancel' && (
        <Suspense fallback={null}>
          <CancelBookingDialog
            item={dialog.item}
            timeZone={incident.time_zone}
            busy={pending === 'dialog'}
            error={dialogError}
            onConfirm={(reason) => void runDialog({ kind: 'cancel-booking', booking: dialog.item.booking.pk, reason })}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
