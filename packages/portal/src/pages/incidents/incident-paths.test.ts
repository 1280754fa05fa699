import { describe, expect, it } from 'vitest';
import { incidentPaths, reportSubject } from './incident-paths';

describe('incident paths', () => {
  it('carries what the incident is about to the report form and back', () => {
    const path = incidentPaths.report({ booking: 103, vehicle: 31 });
    expect(path).toBe('/incidents?report=1&booking=103&vehicle=31');
    expect(reportSubject(new URL(path, 'https://portal.test').searchParams)).toEqual({ booking: 103, vehicle: 31 });
  });

  it('drops values that are not record ids', () => {
    expect(reportSubject(new URLSearchParams('report=1&booking=abc&person=-4&vehicle=7'))).toEqual({ vehicle: 7 });
  });
});
