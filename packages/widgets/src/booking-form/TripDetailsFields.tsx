import { CustomField } from '../fields/custom/CustomField';
import { customFieldKey } from '../fields/custom/custom-fields';
import { controlAria, FormField } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import { BOOKING_FORM_LABELS, tagValue } from './booking-form-values';
import type { BranchData } from './store';
import type { BookingFormModel } from './use-booking-form';

type Props = {
  fid: (field: string) => string;
  form: Pick<BookingFormModel, 'values' | 'update' | 'errorOf'>;
  branchData: BranchData;
  readOnly: boolean;
};

/**
 * Purpose of trip (a list when the branch names its purposes, else text),
 * booking type and the branch's booking tags. A held purpose or type the
 * branch no longer offers stays offered, so editing never drops it.
 */
export function TripDetailsFields({ fid, form: { values, update, errorOf }, branchData: { rules, tagGroups }, readOnly }: Props) {
  const purposeError = errorOf('purposeOfTrip');
  const purposeOptions =
    rules.purposes_of_trip.includes(values.purposeOfTrip) || !values.purposeOfTrip ? rules.purposes_of_trip : [values.purposeOfTrip, ...rules.purposes_of_trip];
  const bookingType = values.bookingType || rules.default_booking_type;
  const typeOptions = rules.booking_types.includes(bookingType) ? rules.booking_types : [bookingType, ...rules.booking_types];

  return (
    <>
      <FormField id={fid('purposeOfTrip')} label={BOOKING_FORM_LABELS.purposeOfTrip} optional={!rules.purpose_of_trip_required} error={purposeError}>
        {rules.purposes_of_trip.length > 0 ? (
          <select
            id={fid('purposeOfTrip')}
            className={formStyles.input}
            aria-required={rules.purpose_of_trip_required || undefined}
            disabled={readOnly}
            {...controlAria(fid('purposeOfTrip'), { error: purposeError })}
            value={values.purposeOfTrip}
            onChange={(event) => update({ purposeOfTrip: event.target.value })}
          >
            <option value="">Select Purpose of Trip</option>
            {purposeOptions.map((purpose) => (
              <option key={purpose} value={purpose}>
                {purpose}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={fid('purposeOfTrip')}
            className={formStyles.input}
            maxLength={200}
            aria-required={rules.purpose_of_trip_required || undefined}
            readOnly={readOnly}
            {...controlAria(fid('purposeOfTrip'), { error: purposeError })}
            value={values.purposeOfTrip}
            onChange={(event) => update({ purposeOfTrip: event.target.value })}
          />
        )}
      </FormField>
      <FormField id={fid('bookingType')} label={BOOKING_FORM_LABELS.bookingType} error={errorOf('bookingType')}>
        <select
          id={fid('bookingType')}
          className={formStyles.input}
          disabled={readOnly}
          {...controlAria(fid('bookingType'), { error: errorOf('bookingType') })}
          value={bookingType}
          onChange={(event) => update({ bookingType: event.target.value })}
        >
          {typeOptions.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </FormField>
      {tagGroups.map((group) => {
        const key = customFieldKey(group);
        return (
          <CustomField
            key={group.pk}
            group={group}
            id={fid(`tag-${key}`)}
            value={tagValue(values, group)}
            onChange={(value) => update({ tags: { ...values.tags, [key]: value } })}
            error={errorOf(`tag.${key}`)}
            disabled={readOnly}
          />
        );
      })}
    </>
  );
}
