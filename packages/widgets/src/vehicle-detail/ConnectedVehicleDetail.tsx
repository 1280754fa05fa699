import { callerOfProfile, isMotorpoolApiError, mayReportIncident, vehicleCalls, vehicleMessages, type Vehicle } from '@motorpool/api';
import { useCallback, useEffect, useRef } from 'react';
import { failureTitle } from '../api/api-failure';
import { mayManageStructure } from '../fields/branch/structure-access';
import { useSessionReload } from '../state/use-session-reload';
import type { ThemeName } from '../theme/theme-names';
import { VehicleDetailStoreProvider, useVehicleDetailStore, useVehicleDetailStoreApi } from './store';
import { VehicleDetail } from './VehicleDetail';
import { useViewerClient } from '../ui/data-table/table-client';

export type ConnectedVehicleDetailProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The organisation the vehicle belongs to; the session's selected one by default. */
  organisation?: number | null;
  pk: number;
  /** Each time the vehicle has loaded: a host names its page after it. */
  onLoaded?: (vehicle: Vehicle) => void;
  /** Edit was chosen; offered only with it, to those who manage vehicles. */
  onEdit?: (pk: number) => void;
  /** 'Report incident' was chosen; offered only with it, to those who may raise incidents on vehicles. */
  onReportIncident?: (pk: number) => void;
  /** One of the vehicle's incidents was chosen, or the one that keeps it off the road. */
  onOpenIncident?: (pk: number) => void;
  theme?: ThemeName;
};

/**
 * `VehicleDetail` wired to the fleet service: the vehicle and its incidents,
 * latest first (the incidents may fail alone; the vehicle still shows).
 * Edit and Report incident show to those the permission rules allow.
 */
export function ConnectedVehicleDetail(props: ConnectedVehicleDetailProps) {
  return (
    <VehicleDetailStoreProvider>
      <ConnectedDetail {...props} />
    </VehicleDetailStoreProvider>
  );
}

function ConnectedDetail({ apiBase, organisation, pk, onLoaded, onEdit, onReportIncident, onOpenIncident, theme }: ConnectedVehicleDetailProps) {
  const store = useVehicleDetailStoreApi();
  const state = useVehicleDetailStore((current) => current);
  const { request, viewer } = useViewerClient(apiBase, organisation);

  const load = useCallback(
    async (isCurrent: () => boolean) => {
      const { loadStarted, loaded, loadFailed } = store.getState();
      loadStarted();
      const [vehicle, incidents] = await Promise.allSettled([
        vehicleCalls(request).getVehicle(pk),
        import('./VehicleIncidents').then(({ listVehicleIncidents }) => listVehicleIncidents(request, pk)),
      ]);
      if (!isCurrent()) return;
      if (vehicle.status === 'rejected') {
        const notFound = isMotorpoolApiError(vehicle.reason) && vehicle.reason.status === 404;
        return loadFailed(notFound ? vehicleMessages.notFound : failureTitle(vehicle.reason), notFound);
      }
      loaded({
        vehicle: vehicle.value,
        incidents: incidents.status === 'fulfilled' ? { items: incidents.value.results, error: null } : { items: [], error: failureTitle(incidents.reason) },
      });
    },
    [store, request, pk],
  );

  const reload = useSessionReload(load);

  // The latest callback, so a host's inline function does not announce the same vehicle again on each render.
  const announce = useRef(onLoaded);
  announce.current = onLoaded;
  useEffect(() => {
    if (state.vehicle) announce.current?.(state.vehicle);
  }, [state.vehicle]);
  const mayEdit = Boolean(onEdit) && mayManageStructure(viewer?.permissions);
  const mayReport = Boolean(onReportIncident) && mayReportIncident(callerOfProfile(viewer), { booking: null, onVehicle: true });

  return (
    <VehicleDetail
      status={state.status}
      vehicle={state.vehicle}
      loadError={state.loadError}
      onRetry={reload}
      incidents={state.incidents}
      onEdit={mayEdit ? (vehicle) => onEdit?.(vehicle.pk) : undefined}
      onReportIncident={mayReport ? (vehicle) => onReportIncident?.(vehicle.pk) : undefined}
      onOpenIncident={onOpenIncident}
      theme={theme}
    />
  );
}
