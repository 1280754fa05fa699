import { formatBookingDateTime, type AuditEntry } from '@motorpool/api';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One side of a change, short enough for a table cell: nothing is a dash, a time is shown in `timeZone`. */
export function auditValueText(value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-AU');
  if (typeof value === 'string') return ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? formatBookingDateTime(value, timeZone) : value;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => auditValueText(item, timeZone)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string') return record.name;
    const parts = Object.entries(record).filter(([, part]) => part !== null && part !== '');
    return parts.length === 0 ? '—' : parts.map(([key, part]) => `${key.replace(/_/g, ' ')}: ${auditValueText(part, timeZone)}`).join('; ');
  }
  return String(value);
}

export type AuditChangeLine = { field: string; label: string; before: string; after: string };

/** Each field the entry changed, labelled as the screen labels it (else its name without underscores), with `before → after`. */
export function auditChangeLines(entry: Pick<AuditEntry, 'changes'>, labels: Readonly<Record<string, string>>, timeZone: string): AuditChangeLine[] {
  const { changes } = entry;
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return [];
  return Object.entries(changes).map(([field, change]) => {
    const label = labels[field] ?? field.replace(/_/g, ' ');
    const [before, after] = Array.isArray(change) && change.length === 2 ? change : [null, change];
    return { field, label, before: auditValueText(before, timeZone), after: auditValueText(after, timeZone) };
  });
}

/** Who made a change: a person, or the system (a job, or an account since removed). */
export const auditActorName = (entry: Pick<AuditEntry, 'actor'>) => entry.actor?.name ?? 'System';
