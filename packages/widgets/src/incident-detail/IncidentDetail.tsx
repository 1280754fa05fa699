import { incidentMessages, type AffectedBooking, type Incident, type IncidentAuditEntry } from '@motorpool/api';
import { lazy, Suspense, useId } from 'react';
import type { ThemeName } from '../theme/theme-names';
import { Button } from '../ui/button/Button';
import { DetailSection } from '../ui/detail/Detail';
import { DetailLoadPanel } from '../ui/detail/DetailPanel';
import * as panel from '../ui/detail/DetailPanel.css';
import { holdsVehicle, STATUS_COLOURS } from './detail-values';
import * as styles from './IncidentDetail.css';
import { IncidentAuditTrail, IncidentFacts, IncidentOutcome } from './IncidentRecord';
import type { IncidentDetailStatus, Part } from './store';
import { useIncidentActions, type IncidentAction, type IncidentActionHandler, type IncidentActions } from './use-incident-actions';

export type { IncidentAction, IncidentActionHandler } from './use-incident-actions';

/*
 * What only managers see, and only at times, loads when first shown: the
 * held-up bookings and the dialogs (with the form styles and the booking
 * messages they bring), so that reading an incident stays a display-sized script.
 */
const AffectedBookings = lazy(() => import('./AffectedBookings').then((module) => ({ default: module.AffectedBookings })));
const StatusDialog = lazy(() => import('./StatusDialog').then((module) => ({ default: module.StatusDialog })));
const CancelBookingDialog = lazy(() => import('./CancelBookingDialog').then((module) => ({ default: module.CancelBookingDialog })));

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
  const actions = useIncidentActions(onAction);

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

  return (
    <section part="base" className={panel.panel} data-motorpool-theme={theme} aria-labelledby={headingId}>
      <div className={panel.header}>
        <h2 part="heading" id={headingId} className={panel.heading}>
          Incident {incident.reference}
        </h2>
        <span className={panel.badge[STATUS_COLOURS[incident.status]]}>{incident.status}</span>
        {incident.is_critical && <span className={panel.badge.red}>Critical</span>}
        {incident.is_verified && <span className={panel.badge.green}>Verified</span>}
        {incident.blocked_from && incident.status === 'Open' && <span className={panel.badge.black}>Off the road</span>}
      </div>

      {incident.may_manage && <IncidentActionBar incident={incident} actions={actions} onEdit={onEdit} />}
      <IncidentFacts incident={incident} />
      <IncidentOutcome incident={incident} />

      {affected && holdsVehicle(incident) && (
        <DetailSection title="Affected bookings">
          <Suspense fallback={<p className={panel.muted}>Loading bookings…</p>}>
            <AffectedBookings
              affected={affected}
              timeZone={incident.time_zone}
              mayManage={incident.may_manage}
              moving={actions.moving}
              onMove={(bookingPk, vehiclePk) => void actions.run(incident, `move-${bookingPk}`, { kind: 'move', booking: bookingPk, vehicle: vehiclePk })}
              onCancel={(item) => actions.openDialogAfresh({ kind: 'cancel', item })}
            />
          </Suspense>
        </DetailSection>
      )}

      <IncidentAuditTrail audits={audits} timeZone={incident.time_zone} />
      <IncidentDialogs incident={incident} actions={actions} />
    </section>
  );
}

type IncidentActionBarProps = { incident: Incident; actions: IncidentActions; onEdit?: (pk: number) => void };

/** A manager's commands: those that act at once show Saving while they run; Close and Dismiss ask first. */
function IncidentActionBar({ incident, actions, onEdit }: IncidentActionBarProps) {
  const { pending, busy } = actions;
  const open = incident.status === 'Open';

  const action = (key: 'verify' | 'block' | 'reopen', label: string, input: IncidentAction) => (
    <Button variant="outline" size="small" busy={pending === key} disabled={busy && pending !== key} onClick={() => void actions.run(incident, key, input)}>
      {pending === key ? 'Saving...' : label}
    </Button>
  );

  return (
    // biome-ignore lint/a11y/useSemanticElements: the incident's command buttons, not a form's fields; a fieldset would bring a border and legend.
    <div className={styles.actions} role="group" aria-label="Incident actions">
      {open && !incident.is_verified && action('verify', INCIDENT_ACTION_LABELS.verify, { kind: 'verify' })}
      {onEdit && (
        <Button variant="outline" size="small" disabled={busy} onClick={() => onEdit(incident.pk)}>
          {INCIDENT_ACTION_LABELS.edit}
        </Button>
      )}
      {open &&
        incident.vehicle &&
        (incident.disallow_vehicle_for_bookings
          ? action('block', INCIDENT_ACTION_LABELS.lift, { kind: 'block', disallow: false })
          : action('block', INCIDENT_ACTION_LABELS.block, { kind: 'block', disallow: true }))}
      {open && (
        <>
          <Button variant="outline" size="small" disabled={busy} onClick={() => actions.openDialog({ kind: 'Closed' })}>
            {INCIDENT_ACTION_LABELS.close}
          </Button>
          <Button tone="critical" variant="outline" size="small" disabled={busy} onClick={() => actions.openDialog({ kind: 'Dismissed' })}>
            {INCIDENT_ACTION_LABELS.dismiss}
          </Button>
        </>
      )}
      {!open && action('reopen', INCIDENT_ACTION_LABELS.reopen, { kind: 'reopen' })}
    </div>
  );
}

/** The open dialog: closing or dismissing the incident, or cancelling a held-up booking. */
function IncidentDialogs({ incident, actions }: { incident: Incident; actions: IncidentActions }) {
  const { dialog, dialogError } = actions;
  const busy = actions.pending === 'dialog';
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'cancel' ? (
        <CancelBookingDialog
          item={dialog.item}
          timeZone={incident.time_zone}
          busy={busy}
          error={dialogError}
          onConfirm={(reason) => void actions.runDialog(incident, { kind: 'cancel-booking', booking: dialog.item.booking.pk, reason })}
          onClose={actions.closeDialog}
        />
      ) : (
        <StatusDialog
          status={dialog.kind}
          busy={busy}
          error={dialogError}
          onConfirm={(input) => void actions.runDialog(incident, { kind: 'status', ...input })}
          onClose={actions.closeDialog}
        />
      )}
    </Suspense>
  );
}
