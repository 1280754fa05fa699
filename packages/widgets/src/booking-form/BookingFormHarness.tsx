import type { BookingCost, DriverOption, RecurringCheckResult, Vehicle } from '@motorpool/api';
import { useState } from 'react';
import { docklands } from '../test-support/branch-fixtures';
import { BookingForm, type BookingFormProps } from './BookingForm';
import { bookingBranches, bookingCost, bookingDrivers, bookingNow, docklandsData, freeVehicles } from './booking-form-fixtures';
import { idleLookup, lookupKey, seriesKey, type Lookup } from './store';

/*
 * The display form with its searches answered from plain data, as the
 * connected form answers them from the server: for stories and tests only,
 * never imported by the library.
 */

export type BookingFormHarnessProps = Partial<BookingFormProps> & {
  vehiclesFound?: Vehicle[];
  driversFound?: DriverOption[];
  costFound?: BookingCost;
  seriesFound?: RecurringCheckResult;
};

export function BookingFormHarness({
  vehiclesFound = freeVehicles,
  driversFound = bookingDrivers,
  costFound = bookingCost,
  seriesFound = { occurrences: [], conflicts: 0 },
  ...props
}: BookingFormHarnessProps) {
  const [vehicles, setVehicles] = useState<Lookup<Vehicle[]>>(idleLookup([]));
  const [drivers, setDrivers] = useState<Lookup<DriverOption[]>>(idleLookup([]));
  const [cost, setCost] = useState<Lookup<BookingCost | null>>(idleLookup(null));
  const [series, setSeries] = useState<Lookup<RecurringCheckResult | null>>(idleLookup(null));
  const ready = <T,>(key: string, value: T): Lookup<T> => ({ status: 'ready', key, value, error: null });

  return (
    <BookingForm
      branches={bookingBranches}
      defaultBranchPk={docklands.pk}
      branchData={docklandsData}
      vehicles={vehicles}
      drivers={drivers}
      cost={cost}
      series={series}
      now={bookingNow}
      onSave={() => true}
      {...props}
      onVehicleSearch={(query) => {
        props.onVehicleSearch?.(query);
        setVehicles(ready(lookupKey(query), vehiclesFound));
      }}
      onDriverSearch={(search) => {
        props.onDriverSearch?.(search);
        const text = search.toLowerCase();
        setDrivers(
          ready(
            lookupKey(search),
            driversFound.filter((driver) => driver.name.toLowerCase().includes(text)),
          ),
        );
      }}
      onCostEstimate={(query) => {
        props.onCostEstimate?.(query);
        setCost(ready(lookupKey(query), costFound));
      }}
      onCheckSeries={(payload) => {
        props.onCheckSeries?.(payload);
        setSeries(ready(seriesKey(payload), seriesFound));
      }}
      onCancelSeries={() => {
        props.onCancelSeries?.();
        setSeries(idleLookup(null));
      }}
    />
  );
}
