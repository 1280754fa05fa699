import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import * as styles from './Button.css';

describe('Button', () => {
  it('is a plain button unless told to submit, so a click never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Add row</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('looks primary, solid and standard by default, and as asked otherwise', () => {
    render(
      <>
        <Button>Save</Button>
        <Button tone="critical" variant="outline" size="small">
          Remove
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass(styles.root, styles.size.standard, styles.look['primary-solid']);
    const remove = screen.getByRole('button', { name: 'Remove' });
    expect(remove).toHaveClass(styles.size.small, styles.look['critical-outline']);
    expect(remove).not.toHaveClass(styles.look['primary-solid']);
  });

  it('keeps a placement class beside its own', () => {
    render(<Button className="placed">Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('placed', styles.root);
  });

  it('ignores clicks while busy and stays focusable', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button busy onClick={onClick}>
        Saving...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();

    rerender(<Button onClick={onClick}>Save</Button>);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('passes its ref to the button element, for focus management', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Cancel</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });
});
