import { formatBookingDateTime, vehicleMessages, type Vehicle } from '@motorpool/api';
import { useId } from 'react';
import { LoadingPanel } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { Button } from '../ui/button/Button';
import { DetailList, DetailRow, DetailSection, DetailTable } from '../ui/detail/Detail';
import { countText, incidentStatusText, incidentTypeText, odometerText, rateText, tagValueText } from './detail-values';
import type { IncidentsPart, VehicleDetailStatus } from './store';
import * as styles from './VehicleDetail.css';

export type VehicleDetailProps = {
  status: VehicleDetailStatus;
  vehicle: Vehicle | null;
  /** Why the vehicle could not be loaded: the server's title. */
  loadError?: string | null;
  onRetry?: () => void;
  /** Incidents reported on the vehicle, latest first. */
  incidents?: IncidentsPart;
  /** Opens the vehicle form; the button shows only with it (those who manage vehicles). */
  onEdit?: (vehicle: Vehicle) => void;
  /** Opens the incident form for this vehicle; the button shows only with it (those who may report on vehicles). */
  onReportIncident?: (vehicle: Vehicle) => void;
  /** Opens one of the vehicle's incidents, the one that keeps it off the road among them. */
  onOpenIncident?: (pk: number) => void;
  theme?: ThemeName;
};

export const LOADING_TEXT = 'Loading vehicle…';
export const NO_INCIDENTS_TEXT = 'No incidents reported on this vehicle.';
export const REPORT_INCIDENT_TEXT = 'Report incident';
export const OFF_THE_ROAD_TEXT = 'Off the road';

const noIncidents: IncidentsPart = { items: [], error: null };

/**
 * One vehicle, read-only: every field the vehicle form edits (general,
 * specification, costs, pickup and custom fields), why it is off the road
 * when an incident blocks it, and the incidents reported on it, each opening
 * the incident. Edit and Report incident show only when the host offers them.
 */
export function VehicleDetail({
  status,
  vehicle,
  loadError,
  onRetry,
  incidents = noIncidents,
  onEdit,
  onReportIncident,
  onOpenIncident,
  theme,
}: VehicleDetailProps) {
  const headingId = useId();

  if (status !== 'ready' || !vehicle) {
    return (
      <LoadingPanel
        headingId={headingId}
        title="Vehicle"
        className={styles.root}
        headingClassName={styles.heading}
        theme={theme}
        status={status === 'loading' ? 'loading' : 'error'}
        loadingText={LOADING_TEXT}
        error={status === 'not-found' ? null : loadError}
        fallbackError={vehicleMessages.notFound}
        onRetry={status === 'error' ? onRetry : undefined}
        retryText="Try again"
      />
    );
  }

  const block = vehicle.blocked ?? null;
  const openIncident = (pk: number, label: string) =>
    onOpenIncident ? (
      <Button key="open" variant="text" size="small" aria-label={`Open incident ${label}`} onClick={() => onOpenIncident(pk)}>
        {label}
      </Button>
    ) : (
      label
    );
  const tags = (vehicle.vehicle_tags ?? []).filter((group) => tagValueText(group) !== '');

  return (
    <section part="base" className={styles.root} data-motorpool-theme={theme} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 part="heading" id={headingId} className={styles.heading}>
          {vehicle.name}
        </h2>
        <span className={vehicle.is_active ? styles.badge.green : styles.badge.red}>{vehicle.is_active ? 'Active' : 'Inactive'}</span>
        {block && <span className={styles.badge.black}>{OFF_THE_ROAD_TEXT}</span>}
        {(onEdit || onReportIncident) && (
          // biome-ignore lint/a11y/useSemanticElements: the vehicle's command buttons in its header, not a form's fields; a fieldset would bring a border and legend.
          <div part="actions" className={styles.actions} role="group" aria-label="Vehicle actions">
            {onEdit && (
              <Button variant="outline" size="small" onClick={() => onEdit(vehicle)}>
                Edit
              </Button>
            )}
            {onReportIncident && (
              <Button variant="outline" size="small" onClick={() => onReportIncident(vehicle)}>
                {REPORT_INCIDENT_TEXT}
              </Button>
            )}
          </div>
        )}
      </div>

      {block && (
        <p part="off-the-road" className={styles.offRoad} role="note">
          {OFF_THE_ROAD_TEXT}: {block.reason} ({openIncident(block.incident, block.reference)})
        </p>
      )}

      <DetailSection title="General">
        <DetailList>
          <DetailRow label="Vehicle Name">{vehicle.name}</DetailRow>
          <DetailRow label="Registration Number">{vehicle.registrations_num}</DetailRow>
          <DetailRow label="Vehicle Class">{vehicle.vehicle_class}</DetailRow>
          <DetailRow label="Serial">{vehicle.serial}</DetailRow>
          <DetailRow label="Branch">{vehicle.branch.name}</DetailRow>
          <DetailRow label="Status">{vehicle.is_active ? 'Active' : 'Inactive'}</DetailRow>
        </DetailList>
      </DetailSection>

      <DetailSection title="Specification">
        <DetailList>
          <DetailRow label="Make">{vehicle.make}</DetailRow>
          <DetailRow label="Model">{vehicle.model}</DetailRow>
          <DetailRow label="Paint">{vehicle.paint}</DetailRow>
          <DetailRow label="Body Type">{vehicle.body_type}</DetailRow>
          <DetailRow label="Doors">{countText(vehicle.doors)}</DetailRow>
          <DetailRow label="Seats">{countText(vehicle.seats)}</DetailRow>
          <DetailRow label="Fuel Type">{vehicle.fuel_type}</DetailRow>
          <DetailRow label="Grade">{vehicle.grade}</DetailRow>
          <DetailRow label="Year">{countText(vehicle.year)}</DetailRow>
          <DetailRow label="Odometer">{odometerText(vehicle)}</DetailRow>
        </DetailList>
      </DetailSection>

      <DetailSection title="Costs">
        <DetailList>
          <DetailRow label="Cost Centre">{vehicle.cost_centre?.name}</DetailRow>
          <DetailRow label="Daily Rate">{rateText(vehicle.daily_rate)}</DetailRow>
          <DetailRow label="Rate per km">{rateText(vehicle.rate_per_km)}</DetailRow>
        </DetailList>
      </DetailSection>

      <DetailSection title="Pickup">
        <DetailList>
          <DetailRow label="Key pickup location">{vehicle.extra_data.key_pickup_location}</DetailRow>
          <DetailRow label="Vehicle pickup location">{vehicle.extra_data.vehicle_pickup_location}</DetailRow>
        </DetailList>
      </DetailSection>

      {tags.length > 0 && (
        <DetailSection title="Custom Fields">
          <DetailList>
            {tags.map((group) => (
              <DetailRow key={group.pk} label={group.label || group.tag_group_name}>
                {tagValueText(group)}
              </DetailRow>
            ))}
          </DetailList>
        </DetailSection>
      )}

      <DetailSection title="Incidents">
        <DetailTable
          label="Incidents"
          columns={['Reference', 'Type', 'Reported', 'Status']}
          rows={incidents.items}
          rowKey={(incident) => incident.pk}
          cells={(incident) => [
            openIncident(incident.pk, incident.reference),
            incidentTypeText(incident),
            formatBookingDateTime(incident.reported_on, incident.time_zone),
            incidentStatusText(incident),
          ]}
          emptyText={NO_INCIDENTS_TEXT}
          error={incidents.error}
        />
      </DetailSection>
    </section>
  );
}
