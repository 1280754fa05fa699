import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DialogButtons } from '../dialog-buttons/DialogButtons';
import { FormField } from '../field/FormField';
import * as formStyles from '../form/form.css';
import { Modal } from './Modal';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  args: {
    title: 'Add user custom field',
    busy: false,
    onClose: fn(),
    children: (
      <form style={{ display: 'flex', flexDirection: 'column', gap: 16, marginTop: 16 }} noValidate onSubmit={(event) => event.preventDefault()}>
        <FormField id="modal-story-name" label="Field Name">
          {(control) => <input {...control} className={formStyles.input} />}
        </FormField>
        <DialogButtons confirmLabel="Save" busyLabel="Saving..." busy={false} onCancel={() => {}} size="standard" divider />
      </form>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Field Name' })).toHaveFocus();
  },
};

/** Saving: Escape leaves the dialog open. */
export const Busy: Story = { args: { busy: true } };
