import { FIELD_MESSAGES, personNameField, textField, thaiMobileField } from '@loyalty/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { setLanguage } from '../i18n';
import { useContractForm } from './use-contract-form';

const schema = z.object({ Mobile_No: thaiMobileField, First_Name: personNameField, Note: textField({ max: 5 }) });
type Input = z.output<typeof schema>;

function DemoForm({
  action,
  nameWords,
}: {
  action: (input: Input) => Promise<unknown>;
  nameWords?: Partial<Record<'required' | 'shouting', string>>;
}) {
  const form = useContractForm(schema, {
    defaultValues: { Mobile_No: '', First_Name: '', Note: '' },
    checks: ({ First_Name }) => ({
      First_Name: First_Name !== '' && First_Name === First_Name.toUpperCase() && 'shouting',
    }),
    ...(nameWords ? { messages: { First_Name: nameWords } } : {}),
  });
  return (
    <form onSubmit={form.submit(action)} noValidate>
      <TextField label="Mobile" {...form.fieldProps('Mobile_No')} />
      <TextField label="Name" {...form.fieldProps('First_Name')} />
      <TextField label="Note" {...form.fieldProps('Note')} />
      <FormNotice form={form} testId="notice" />
      <Button type="submit" disabled={form.isPending}>
        Save
      </Button>
    </form>
  );
}

const refusal = (errors: { field: string; message: string; message_th: string }[]) => ({
  status: 'error',
  http_status: 400,
  code: 'VALIDATION_FAILED',
  message: 'Some information is missing or invalid.',
  message_th: 'ข้อมูลบางส่วนไม่ครบถ้วนหรือไม่ถูกต้อง',
  errors,
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Mobile'), '0812345678');
  await user.type(screen.getByLabelText('Name'), 'Somchai');
  await user.type(screen.getByLabelText('Note'), 'hi');
}

describe('useContractForm', () => {
  it('shows the contract’s sentence under each invalid field, announced with it, and sends nothing', async () => {
    const action = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<DemoForm action={action} />);
    await user.type(screen.getByLabelText('Mobile'), '12345');
    await user.type(screen.getByLabelText('Note'), 'far too long');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const mobile = screen.getByLabelText('Mobile');
    expect(await screen.findByText(FIELD_MESSAGES.thaiMobile.en)).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(FIELD_MESSAGES.thaiMobile.en);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(FIELD_MESSAGES.required.en);
    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription('Too long: at most 5 characters');
    expect(action).not.toHaveBeenCalled();
  });

  it('re-words the errors shown when the member switches language', async () => {
    const user = userEvent.setup();
    render(<DemoForm action={async () => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FIELD_MESSAGES.thaiMobile.en)).toBeInTheDocument();

    await act(() => setLanguage('th'));
    expect(screen.getByText(FIELD_MESSAGES.thaiMobile.th)).toBeInTheDocument();
    expect(screen.queryByText(FIELD_MESSAGES.thaiMobile.en)).not.toBeInTheDocument();
  });

  it('uses a screen’s own words for an error key it words itself', async () => {
    const user = userEvent.setup();
    render(<DemoForm action={async () => undefined} nameWords={{ required: 'Tell us your name.' }} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tell us your name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Tell us your name.');
    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription(FIELD_MESSAGES.required.en);
  });

  it('runs a screen’s own check with the contract’s and words it as the screen does', async () => {
    const action = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<DemoForm action={action} nameWords={{ shouting: 'No need to shout.' }} />);
    await user.type(screen.getByLabelText('Name'), 'SOMCHAI');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('No need to shout.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription(FIELD_MESSAGES.thaiMobile.en);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Somchai');
    await user.type(screen.getByLabelText('Mobile'), '0812345678');
    await user.type(screen.getByLabelText('Note'), 'hi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(action).toHaveBeenCalledOnce();
  });

  it('sends the contract’s parsed input and keeps the button disabled while the call is pending', async () => {
    let finish: () => void = () => undefined;
    const action = vi.fn((_input: Input) => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<DemoForm action={action} />);
    await user.type(screen.getByLabelText('Mobile'), ' 0812345678 ');
    await user.type(screen.getByLabelText('Name'), 'Somchai');
    await user.type(screen.getByLabelText('Note'), 'hi');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(action).toHaveBeenCalledWith({ Mobile_No: '0812345678', First_Name: 'Somchai', Note: 'hi' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('places the server’s field errors under their fields, in the member’s language', async () => {
    const user = userEvent.setup();
    const action = async () => {
      throw refusal([{ field: 'Mobile_No', message: 'Server says mobile', message_th: 'เซิร์ฟเวอร์ว่าเบอร์' }]);
    };
    render(<DemoForm action={action} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const mobile = screen.getByLabelText('Mobile');
    expect(await screen.findByText('Server says mobile')).toBeInTheDocument();
    expect(mobile).toHaveAccessibleDescription('Server says mobile');
    expect(mobile).toHaveFocus();
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();

    await act(() => setLanguage('th'));
    expect(mobile).toHaveAccessibleDescription('เซิร์ฟเวอร์ว่าเบอร์');
  });

  it('shows the server’s errors of fields the form does not have in the form’s notice', async () => {
    const user = userEvent.setup();
    const action = async () => {
      throw refusal([
        { field: 'First_Name', message: 'Name refused', message_th: 'ชื่อไม่ผ่าน' },
        { field: 'Gov_Id_Ref', message: 'Id card refused', message_th: 'บัตรไม่ผ่าน' },
      ]);
    };
    render(<DemoForm action={action} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByTestId('notice');
    expect(notice).toHaveTextContent('Some information is missing or invalid.');
    expect(notice).toHaveTextContent('Id card refused');
    expect(notice).not.toHaveTextContent('Name refused');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name refused');

    await act(() => setLanguage('th'));
    expect(screen.getByTestId('notice')).toHaveTextContent('บัตรไม่ผ่าน');
  });

  it('shows a refusal of no field as the web words its code, and clears it on the next try', async () => {
    const user = userEvent.setup();
    const action = vi.fn(async (_input: Input): Promise<unknown> => {
      throw { status: 'error', http_status: 409, code: 'MOBILE_TAKEN', message: 'x', message_th: 'x' };
    });
    render(<DemoForm action={action} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('notice')).toHaveTextContent('This mobile number is already in use.'),
    );

    action.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });
});
