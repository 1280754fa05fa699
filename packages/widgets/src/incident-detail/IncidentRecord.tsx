import type { Incident, IncidentAuditEntry } from '@motorpool/api';
import { DetailList, DetailRow, DetailSection, DetailTable } from '../ui/detail/Detail';
import * as panel from '../ui/detail/DetailPanel.css';
import { amountText, auditActor, blockText, changeLines, coordinatesText, incidentTimeText, readingText } from './detail-values';
import * as styles from './IncidentDetail.css';
import type { Part } from './store';

export const NO_INCIDENT_AUDITS_TEXT = 'No changes recorded yet.';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Type, status, flags, vehicle, booking, person, the report, description, where and photos. */
export function IncidentFacts({ incident }: { incident: Incident }) {
  const { booking, vehicle } = incident;
  return (
    <>
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
    </>
  );
}

/** The other party, the police and how the incident was resolved, each where there is something to show. */
export function IncidentOutcome({ incident }: { incident: Incident }) {
  const { third_party: thirdParty, police } = incident;
  const closedWord = incident.status === 'Dismissed' ? 'Dismissed' : 'Closed';
  return (
    <>
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
    </>
  );
}

/** Who changed what and when, in the incident's time zone. */
export function IncidentAuditTrail({ audits, timeZone }: { audits: Part<IncidentAuditEntry>; timeZone: string }) {
  return (
    <DetailSection title="Audit Trail">
      <DetailTable
        label="Audit trail"
        columns={['Who', 'When', 'Action', 'What changed']}
        rows={audits.items}
        rowKey={(entry) => entry.pk}
        cells={(entry) => {
          const lines = changeLines(entry, timeZone);
          return [
            auditActor(entry),
            incidentTimeText(entry.created_at, timeZone),
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
  );
}
