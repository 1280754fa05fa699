import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { withinShadow } from '../element/shadow-queries';
import { TOASTER_TAG } from './element';
import { toast, toastStore } from '../state/toast-store';

beforeEach(() => registerMotorpoolElements());

afterEach(() => {
  document.body.replaceChildren();
  act(() => toastStore.setState({ toasts: [] }));
});

describe('<motorpool-toaster>', () => {
  it('shows what the other elements raise, in its shadow root, until closed', async () => {
    document.body.innerHTML = `<${TOASTER_TAG} placement="bottom-center"></${TOASTER_TAG}>`;
    const toaster = withinShadow(TOASTER_TAG);
    act(() => {
      toast.success('Vehicle added successfully');
      toast.error('Failed to save. Something went wrong');
    });

    expect(await toaster.findByRole('status')).toHaveTextContent('Vehicle added successfully');
    expect(toaster.getByRole('alert')).toHaveTextContent('Failed to save. Something went wrong');
    expect(document.body.querySelector('[role="status"]')).toBeNull();

    await userEvent.setup().click(toaster.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(toaster.queryByRole('status')).toBeNull());
    expect(toaster.getByRole('alert')).toBeInTheDocument();
  });
});
