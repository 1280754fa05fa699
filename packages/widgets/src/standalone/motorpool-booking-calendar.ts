/**
 * Entry of `dist/standalone/motorpool-booking-calendar.js`: the booking
 * calendar alone, React included, for pages that embed only the calendar
 * (budget: 90 KB gzip, scripts/size-budget.mjs).
 */
import * as bookingCalendar from '../booking-calendar/element';
import { defineExportedElements } from '../element/motorpool-element';

defineExportedElements(bookingCalendar);
