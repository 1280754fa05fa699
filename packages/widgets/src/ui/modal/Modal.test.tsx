import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Opener({ busy = false }: { busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Add a fleet" busy={busy} onClose={() => setOpen(false)}>
          <label>
            Name <input />
          </label>
          <button type="button">Save</button>
        </Modal>
      )}
    </div>
  );
}

describe('Modal', () => {
  it('is named by its title, starts in its first field and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Add a fleet' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on Escape, which the page does not see, and gives focus back', async () => {
    const user = userEvent.setup();
    const onPageKey = vi.fn((event: KeyboardEvent) => event.key);
    document.addEventListener('keydown', onPageKey);
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    document.removeEventListener('keydown', onPageKey);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onPageKey.mock.results.map((result) => result.value)).not.toContain('Escape');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('stays open on Escape while busy', async () => {
    const user = userEvent.setup();
    render(<Opener busy />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
