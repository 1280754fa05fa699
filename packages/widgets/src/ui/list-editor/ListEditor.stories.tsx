import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { THEME_NAMES, type ThemeName } from '../../theme/theme-names';
import { Button } from '../button/Button';
import { RowActions } from '../data-table/RowActions';
import { FormField } from '../field/FormField';
import * as formStyles from '../form/form.css';
import { EditorButtons } from './EditorButtons';
import { ListEditor } from './ListEditor';
import * as styles from './ListEditor.css';
import { ListEditorAddForm } from './ListEditorAddForm';

type Fleet = { pk: number; name: string };

const FLEETS: Fleet[] = [
  { pk: 1, name: 'Pool cars' },
  { pk: 2, name: 'Utes' },
  { pk: 3, name: 'Vans' },
];

type FleetListProps = {
  items: Fleet[];
  canManage?: boolean;
  adding?: boolean;
  addError?: string | null;
  /** The fleet whose rename is under way. */
  renaming?: number | null;
  renameError?: string | null;
  /** Icon buttons first, as the custom fields show them, instead of Rename and Delete at the end. */
  iconActions?: boolean;
  onAdd: (name: string) => void;
  onRename: (fleet: Fleet, name: string) => void;
  onDelete: (fleet: Fleet) => Promise<unknown> | void;
  theme?: ThemeName;
};

/** A list as a widget builds one on the primitive: an add form above, a rename editor in the row. */
function FleetList({
  items,
  canManage = true,
  adding = false,
  addError,
  renaming = null,
  renameError,
  iconActions,
  onAdd,
  onRename,
  onDelete,
  theme,
}: FleetListProps) {
  const id = useId();
  const [name, setName] = useState('');
  return (
    <div data-motorpool-theme={theme} style={{ position: 'relative', maxWidth: 640 }}>
      {canManage && (
        <ListEditorAddForm label="Add a fleet" busy={adding} placement="inline" onSubmit={() => onAdd(name)}>
          <div className={styles.grow}>
            <FormField id={`${id}-new`} label="New fleet" error={addError}>
              {(control) => <input {...control} className={formStyles.input} value={name} onChange={(event) => setName(event.target.value)} />}
            </FormField>
          </div>
          <Button type="submit" variant="outline" className={styles.besideField} disabled={adding}>
            {adding ? 'Adding…' : 'Add'}
          </Button>
        </ListEditorAddForm>
      )}
      <ListEditor
        items={items}
        nameOf={(fleet) => fleet.name}
        columns={[{ header: 'Name', cell: (fleet) => fleet.name }]}
        label="Fleets"
        summary={items.length === 0 ? 'No fleets yet' : `${items.length} fleets`}
        canManage={canManage}
        editText="Rename"
        renderEditor={(fleet, close) => (
          <div className={styles.editorRow}>
            <div className={styles.grow}>
              <FormField id={`${id}-rename`} label={`Rename ${fleet.name}`} error={renameError}>
                {(control) => <input {...control} className={formStyles.input} defaultValue={fleet.name} />}
              </FormField>
            </div>
            <EditorButtons busy={renaming === fleet.pk} onSave={() => onRename(fleet, fleet.name)} onCancel={close} />
          </div>
        )}
        deletion={{ title: (fleet) => `Delete ${fleet.name}?`, message: (fleet) => `The vehicles of ${fleet.name} keep their bookings.`, onDelete }}
        actionsFirst={iconActions ? 'Action' : undefined}
        renderActions={
          iconActions
            ? (fleet, actions) => (
                <RowActions
                  rowName={fleet.name}
                  actions={[
                    { key: 'edit', label: 'Edit', icon: 'edit', onSelect: actions.edit },
                    { key: 'delete', label: 'Delete', icon: 'delete', onSelect: actions.remove },
                  ]}
                />
              )
            : undefined
        }
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/List editor',
  component: FleetList,
  args: { items: FLEETS, onAdd: fn(), onRename: fn(), onDelete: fn() },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FleetList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};

export const Empty: Story = { args: { items: [] } };

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Adding: Story = { args: { adding: true } };

export const AddRefused: Story = { args: { addError: 'A fleet with this name already exists.' } };

export const Renaming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Utes' }));
    await expect(canvas.getByRole('textbox', { name: 'Rename Utes' })).toHaveFocus();
  },
};

export const RenameSaving: Story = {
  args: { renaming: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Utes' }));
    await expect(canvas.getByRole('button', { name: messages.userForm.saving })).toBeDisabled();
  },
};

export const RenameRefused: Story = {
  args: { renameError: 'A fleet with this name already exists.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Utes' }));
    await expect(canvas.getByRole('textbox', { name: 'Rename Utes' })).toHaveAccessibleDescription('A fleet with this name already exists.');
  },
};

export const ConfirmingDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Vans' }));
    await expect(canvas.getByRole('dialog', { name: 'Delete Vans?' })).toBeInTheDocument();
  },
};

export const Deleting: Story = {
  // The delete never settles, so the dialog stays on Deleting….
  args: { onDelete: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Vans' }));
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expect(canvas.getByRole('button', { name: messages.userForm.deleting })).toHaveAttribute('aria-busy', 'true');
  },
};

export const IconActionsFirst: Story = { args: { iconActions: true } };
