import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { controlAria, FormField } from './FormField';

describe('FormField', () => {
  it('labels its control and describes it by the hint while there is no error', () => {
    render(
      <FormField id="plate" label="Registration" hint="Without spaces">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Registration');
    expect(input).toHaveAccessibleDescription('Without spaces');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error instead of the hint, marks the control invalid and describes it by the error', () => {
    render(
      <FormField id="plate" label="Registration" hint="Without spaces" error="Registration is required">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Registration');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Registration is required');
    expect(screen.queryByText('Without spaces')).toBeNull();
  });

  it('takes a control wired by hand with controlAria, as the same ARIA', () => {
    render(
      <FormField id="purpose" label="Purpose" optional error="Too long">
        <input id="purpose" {...controlAria('purpose', { error: 'Too long' })} />
      </FormField>,
    );
    expect(screen.getByLabelText(/^Purpose\s*\(optional\)$/)).toHaveAccessibleDescription('Too long');
  });
});
