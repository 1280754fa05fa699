import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookingCalendar, type BookingCalendarProps } from './BookingCalendar';
import { atBranch, STORY_BRANCH_PK, STORY_TIME_ZONE, STORY_TODAY, storyBookings, storyPlaces, storyVehicles } from './calendar-story-fixtures';

function renderCalendar(overrides: Partial<BookingCalendarProps> = {}) {
  const props: BookingCalendarProps = {
    view: 'week',
    status: 'ready',
    errorTitle: null,
    truncated: false,
    places: storyPlaces,
    placePk: STORY_BRANCH_PK,
    announcement: '',
    timeZone: STORY_TIME_ZONE,
    date: '2026-11-11',
    today: STORY_TODAY,
    weekStartsOn: 1,
    timelineSpan: 'day',
    vehicles: storyVehicles,
    bookings: storyBookings,
    canSelectSlots: true,
    onOpenBooking: vi.fn(),
    onSelectSlot: vi.fn(),
    onReschedule: vi.fn(),
    onNavigate: vi.fn(),
    onPlaceChange: vi.fn(),
    onViewChange: vi.fn(),
    onTimelineSpanChange: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
  const view = render(<BookingCalendar {...props} />);
  return { props, view, user: userEvent.setup() };
}

describe('BookingCalendar: toolbar', () => {
  it('steps back and on by the view’s period, and Today goes to today at the branch', async () => {
    const { props, view, user } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(props.onNavigate).toHaveBeenLastCalledWith('2026-11-04');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(props.onNavigate).toHaveBeenLastCalledWith('2026-11-18');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(props.onNavigate).toHaveBeenLastCalledWith(STORY_TODAY);

    view.rerender(<BookingCalendar {...props} view="month" date="2026-01-31" />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(props.onNavigate).toHaveBeenLastCalledWith('2026-02-28');
    view.rerender(<BookingCalendar {...props} view="day" />);
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(props.onNavigate).toHaveBeenLastCalledWith('2026-11-10');
  });

  it('names the period and the zone the times are in', () => {
    renderCalendar();
    expect(screen.getByRole('button', { name: '9–15 Nov 2026, choose a date' })).toBeInTheDocument();
    expect(screen.getByText('Times in Australia/Sydney')).toBeInTheDocument();
  });

  it('the title opens a date picker in the calendar; a pick goes there and gives focus back', async () => {
    const { props, view, user } = renderCalendar();
    const title = screen.getByRole('button', { name: '9–15 Nov 2026, choose a date' });
    await user.click(title);
    expect(title).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Choose a date' });
    expect(view.container).toContainElement(dialog);
    // Each day is named with the number it shows (WCAG 2.5.3), and says whether it is today or the date shown.
    // The month calendar is loaded on the first open.
    expect(await within(dialog).findByRole('button', { name: 'Wednesday 11 November 2026, selected' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Friday 20 November 2026' }));
    expect(props.onNavigate).toHaveBeenLastCalledWith('2026-11-20');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(title).toHaveFocus();
  });

  it('the date picker closes on Escape (focus back on the title) and on a press outside', async () => {
    const { props, user } = renderCalendar();
    const title = screen.getByRole('button', { name: '9–15 Nov 2026, choose a date' });
    await user.click(title);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(title).toHaveFocus();
    await user.click(title);
    await user.click(screen.getByText('Times in Australia/Sydney'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.onNavigate).not.toHaveBeenCalled();
  });

  it('switches views, and offers the day/week span only for the timeline', async () => {
    const { props, view, user } = renderCalendar();
    const views = within(screen.getByRole('group', { name: 'View' }));
    expect(views.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(views.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('group', { name: 'Timeline span' })).not.toBeInTheDocument();
    await user.click(views.getByRole('button', { name: 'Month' }));
    expect(props.onViewChange).toHaveBeenCalledWith('month');

    view.rerender(<BookingCalendar {...props} view="timeline" />);
    const spans = within(screen.getByRole('group', { name: 'Timeline span' }));
    expect(spans.getByRole('button', { name: '1 day' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(spans.getByRole('button', { name: '1 week' }));
    expect(props.onTimelineSpanChange).toHaveBeenCalledWith('week');
    expect(screen.getByRole('button', { name: 'Next day' })).toBeInTheDocument();
  });

  it('chooses among several branches and hubs; one place needs no chooser', async () => {
    const { props, view, user } = renderCalendar();
    const chooser = screen.getByRole('combobox', { name: 'Branch' });
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sydney CBD', 'Parramatta', 'Greater Sydney (hub)']);
    await user.selectOptions(chooser, 'Parramatta');
    expect(props.onPlaceChange).toHaveBeenCalledWith(22);
    view.rerender(<BookingCalendar {...props} places={storyPlaces.slice(0, 1)} />);
    expect(screen.queryByRole('combobox', { name: 'Branch' })).not.toBeInTheDocument();
  });

  it('keeps the chooser’s room while the branch list loads, unless a place was given', () => {
    const { props, view } = renderCalendar({ status: 'loading', places: [], placePk: null });
    // A placeholder, hidden from assistive technology: the rows below do not move when the chooser arrives.
    expect(screen.getByText('Branch').closest('[aria-hidden="true"]')).toBeInTheDocument();
    view.rerender(<BookingCalendar {...props} placePk={STORY_BRANCH_PK} />);
    expect(screen.queryByText('Branch')).not.toBeInTheDocument();
    view.rerender(<BookingCalendar {...props} status="error" />);
    expect(screen.queryByText('Branch')).not.toBeInTheDocument();
  });
});

describe('BookingCalendar: status', () => {
  it('themes its root and shows the chosen view', () => {
    const { view } = renderCalendar({ theme: 'fleet-share', view: 'month' });
    expect(view.container.querySelector('section')).toHaveAttribute('data-motorpool-theme', 'fleet-share');
    expect(screen.getByRole('grid', { name: 'November 2026, times in Australia/Sydney' })).toBeInTheDocument();
  });

  it('keeps the grid while loading, under a progress bar', () => {
    renderCalendar({ status: 'loading' });
    expect(screen.getByRole('progressbar', { name: 'Loading bookings' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: '9–15 Nov 2026, times in Australia/Sydney' })).toBeInTheDocument();
    expect(screen.queryByText('No bookings in this period.')).not.toBeInTheDocument();
  });

  it('says why loading failed and retries', async () => {
    const { props, user } = renderCalendar({ status: 'error', errorTitle: 'You do not have permission to perform this action.', bookings: [] });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You do not have permission to perform this action.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('No bookings in this period.')).not.toBeInTheDocument();
  });

  it('notes a cut window', () => {
    renderCalendar({ truncated: true });
    expect(screen.getByText('Showing the first bookings only: narrow the view to see all.')).toBeInTheDocument();
  });

  it('an empty window says so, and its slots can still be picked', () => {
    const { props, view } = renderCalendar({ bookings: [] });
    expect(screen.getByText('No bookings in this period.')).toBeInTheDocument();
    const cell = view.container.querySelector('[data-cell][data-col="2"][data-slot="40"]') as HTMLElement;
    expect(cell).toHaveAccessibleName('Wed 11 Nov 10:00, free');
    fireEvent.pointerDown(cell);
    fireEvent.pointerUp(cell);
    expect(props.onSelectSlot).toHaveBeenCalledWith({
      start: Date.parse(atBranch('2026-11-11T10:00')),
      end: Date.parse(atBranch('2026-11-11T11:00')),
      vehiclePk: null,
    });
  });

  it('announces what it is told to, politely', () => {
    const { view } = renderCalendar({ announcement: 'Booking 101 moved to Mon 23 Nov 09:30 – 11:30' });
    const live = view.container.querySelector('section > [aria-live="polite"]');
    expect(live).toHaveTextContent('Booking 101 moved to Mon 23 Nov 09:30 – 11:30');
  });

  it('draws its panels over the grid', () => {
    renderCalendar({ children: <aside aria-label="Booking 101">Details</aside> });
    const panel = screen.getByRole('complementary', { name: 'Booking 101' });
    expect(panel.parentElement).toContainElement(screen.getByRole('grid'));
  });
});

describe('BookingCalendar: peek', () => {
  it('a focused or hovered booking shows its vehicle, driver, times and status, and is described by them', () => {
    const { view } = renderCalendar({ date: '2026-11-23' });
    const booking = screen.getByRole('button', { name: /^Booking 102:/ });
    act(() => booking.focus());
    const peek = screen.getByRole('tooltip');
    expect(peek).toHaveTextContent('Camry SC-02');
    expect(peek).toHaveTextContent('Bea Nguyen');
    expect(peek).toHaveTextContent('Mon 23 Nov 10:00 – 12:30');
    expect(peek).toHaveTextContent('Pending Approval');
    expect(booking).toHaveAccessibleDescription('Camry SC-02 Bea Nguyen Mon 23 Nov 10:00 – 12:30 Pending Approval');
    expect(view.container).toContainElement(peek);
    act(() => booking.blur());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(booking).not.toHaveAttribute('aria-describedby');

    const other = screen.getByRole('button', { name: /^Booking 103:/ });
    fireEvent.pointerOver(other);
    expect(screen.getByRole('tooltip')).toHaveTextContent('In-Progress');
    fireEvent.pointerOut(other);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
