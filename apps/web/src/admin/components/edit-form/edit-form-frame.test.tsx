import { textField } from '@loyalty/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { loadNamespaces, setLanguage } from '@/lib/i18n';
import { EditFormFrame } from './edit-form-frame';

const schema = z.object({ name: textField({ max: 20 }) });

function NameForm({
  onSave,
  onSaved = () => undefined,
  onCancel = () => undefined,
  isNew = true,
  submitLabel,
}: {
  onSave: (input: z.output<typeof schema>) => Promise<unknown>;
  onSaved?: (saved: unknown) => void;
  onCancel?: () => void;
  isNew?: boolean;
  submitLabel?: string;
}) {
  const form = useContractForm(schema, { defaultValues: { name: '' } });
  const words = submitLabel === undefined ? { isNew } : { submitLabel };
  return (
    <EditFormFrame
      form={form}
      titleId="thing-title"
      title="New thing"
      onSave={onSave}
      onSaved={onSaved}
      onCancel={onCancel}
      testId="thing-form"
      noticeTestId="thing-notice"
      footer={<p>After the buttons</p>}
      {...words}
    >
      <TextField label="Name" {...form.fieldProps('name')} />
    </EditFormFrame>
  );
}

beforeEach(async () => {
  await setLanguage('en');
  await loadNamespaces(['admin', 'errors']);
});

describe('the console edit form frame', () => {
  it('is named by its heading, saves a valid input through the contract, then hands on what was saved', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => ({ id: 7 }));
    const onSaved = vi.fn();
    render(<NameForm onSave={onSave} onSaved={onSaved} />);
    expect(screen.getByRole('form', { name: 'New thing' })).toHaveAttribute('data-testid', 'thing-form');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Name'), 'Lamp');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Lamp' });
    expect(onSaved).toHaveBeenCalledWith({ id: 7 });
    expect(screen.queryByTestId('thing-notice')).not.toBeInTheDocument();
  });

  it('shows a refusal that belongs to no field in its notice, and stays open', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {
      throw { status: 'error', http_status: 409, code: 'MOBILE_TAKEN', message: 'x', message_th: 'x' };
    });
    const onSaved = vi.fn();
    render(<NameForm onSave={onSave} onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Name'), 'Lamp');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByTestId('thing-notice')).toHaveTextContent('This mobile number is already in use.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says Save changes for an existing entry, or the form’s own words, and cancels without saving', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    const onCancel = vi.fn();
    const { unmount } = render(<NameForm onSave={onSave} onCancel={onCancel} isNew={false} />);
    expect(screen.getByTestId('content-save')).toHaveTextContent('Save changes');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
    unmount();

    render(<NameForm onSave={onSave} submitLabel="Ship it" />);
    expect(screen.getByTestId('content-save')).toHaveTextContent('Ship it');
    expect(screen.getByText('After the buttons')).toBeInTheDocument();
  });
});
