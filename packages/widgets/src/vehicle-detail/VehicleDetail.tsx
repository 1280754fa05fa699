import { vehicleMessages, type Vehicle } from '@motorpool/api';
import { DetailLoadPanel } from '../ui/detail/DetailPanel';
import * as panel from '../ui/detail/DetailPanel.css';
import { lazy, Suspense, useId } from 'react';
import type { ThemeName } from '../theme/theme-names';
import { Button } from '../ui/button/Button';
import { DetailList, DetailRow, DetailSection } from '../ui/detail/Detail';
import { countText, odometerText, rateText, tagValueText } from './detail-values';
import { IncidentLink } from './IncidentLink';
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
export const LOADING_INCIDENTS_TEXT = 'Loading incidents…';
export const REPORT_INCIDENT_TEXT = 'Report incident';
export const OFF_THE_ROAD_TEXT = 'Off the road';

const noIncidents: IncidentsPart = { items: [], error: null };

const VehicleIncidents = lazy(() => import('./VehicleIncidents').then((module) => ({ default: module.VehicleIncidents })));

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
      <DetailLoadPanel
        headingId={headingId}
        title="Vehicle"
        status={status === 'ready' ? 'loading' : status}
        loadingText={LOADING_TEXT}
        error={loadError}
        notFoundText={vehicleMessages.notFound}
        onRetry={onRetry}
        theme={theme}
      />
    );
  }

  const block = vehicle.blocked ?? null;
  const tags = (vehicle.vehicle_tags ?? []).filter((group) => tagValueText(group) !== '');

  return (
    <section part="base" className={panel.panel} data-motorpool-theme={theme} aria-labelledby={headingId}>
      <div className={panel.header}>
        <h2 part="heading" id={headingId} className={panel.heading}>
          {vehicle.name}
        </h2>
        <span className={vehicle.is_active ? panel.badge.green : panel.badge.red}>{vehicle.is_active ? 'Active' : 'Inactive'}</span>
        {block && <span className={panel.badge.black}>{OFF_THE_ROAD_TEXT}</span>}
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
          {OFF_THE_ROAD_TEXT}: {block.reason} (<IncidentLink pk={block.incident} reference={block.reference} onOpen={onOpenIncident} />)
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
        <Suspense
          fallback={
            <p role="status" className={panel.muted}>
              {LOADING_INCIDENTS_TEXT}
            </p>
          }
        >
          <VehicleIncidents incidents={incidents} onOpenIncident={onOpenIncident} />
        </Suspense>
      </DetailSection>
    </section>
  );
}
