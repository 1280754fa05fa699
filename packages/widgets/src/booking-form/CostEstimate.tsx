import type { BookingCost } from '@motorpool/api';
import * as layout from '../fields/branch/layout.css';
import { controlAria, FormField } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import { BOOKING_FORM_LABELS } from './booking-form-values';
import type { Lookup } from './store';
import type { BookingFormModel } from './use-booking-form';

function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code still shows the amount.
    return `${currency} ${amount.toFixed(2)}`;
  }
}

type Props = {
  fid: (field: string) => string;
  form: Pick<BookingFormModel, 'values' | 'update' | 'errorOf' | 'costQuestion' | 'costCurrent'>;
  cost: Lookup<BookingCost | null>;
  readOnly: boolean;
};

/** The distance to drive and the server's estimate of days and cost, once there is a vehicle and a time to ask about. */
export function CostEstimate({ fid, form: { values, update, errorOf, costQuestion, costCurrent }, cost, readOnly }: Props) {
  const distanceError = errorOf('distance');
  return (
    <>
      <FormField id={fid('distance')} label={BOOKING_FORM_LABELS.distance} optional error={distanceError}>
        <input
          id={fid('distance')}
          className={formStyles.input}
          inputMode="numeric"
          autoComplete="off"
          readOnly={readOnly}
          {...controlAria(fid('distance'), { error: distanceError })}
          value={values.distance}
          onChange={(event) => update({ distance: event.target.value })}
        />
      </FormField>
      <div role="status" aria-live="polite">
        {costCurrent && cost.status === 'ready' && cost.value ? (
          <dl className={layout.facts}>
            <div>
              <dt className={layout.term}>Days</dt>
              <dd className={layout.definition}>{cost.value.days}</dd>
            </div>
            <div>
              <dt className={layout.term}>Estimated cost</dt>
              <dd className={layout.definition}>{money(cost.value.estimated_cost, cost.value.currency)}</dd>
            </div>
          </dl>
        ) : (
          <p className={costCurrent && cost.status === 'error' ? formStyles.error : layout.status}>
            {!costQuestion ? 'Choose a vehicle and a time to see the estimated cost' : costCurrent && cost.status === 'error' ? cost.error : 'Estimating…'}
          </p>
        )}
      </div>
    </>
  );
}
