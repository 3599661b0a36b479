import { textField } from '@loyalty/contracts';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
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

/** The form on a console page with a link away, as the console's data router shows it. */
function renderRouted(form: ReactElement) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          {form}
          <Link to="/elsewhere">Elsewhere</Link>
          <Link to="/?page=2">Next page</Link>
        </>
      ),
    },
    { path: '/elsewhere', element: <p>Another page</p> },
  ]);
  return { router, ...render(<RouterProvider router={router} />) };
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
    renderRouted(<NameForm onSave={onSave} onSaved={onSaved} />);
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
    renderRouted(<NameForm onSave={onSave} onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Name'), 'Lamp');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByTestId('thing-notice')).toHaveTextContent('This mobile number is already in use.'),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says Save changes for an existing entry, or the form’s own words, and cancels without saving', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    const onCancel = vi.fn();
    const { unmount } = renderRouted(<NameForm onSave={onSave} onCancel={onCancel} isNew={false} />);
    expect(screen.getByTestId('content-save')).toHaveTextContent('Save changes');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSave).not.toHaveBeenCalled();
    unmount();

    renderRouted(<NameForm onSave={onSave} submitLabel="Ship it" />);
    expect(screen.getByTestId('content-save')).toHaveTextContent('Ship it');
    expect(screen.getByText('After the buttons')).toBeInTheDocument();
  });

  it('asks before leaving for another page with changes not saved, and stays when told to', async () => {
    const user = userEvent.setup();
    const { router } = renderRouted(<NameForm onSave={async () => ({ id: 1 })} />);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    await act(() => router.navigate('/'));

    await user.type(await screen.findByLabelText('Name'), 'Half');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Name')).toHaveValue('Half');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });

  it('lets a saved form go to the page that follows its save without asking', async () => {
    const user = userEvent.setup();
    let routerRef: ReturnType<typeof createMemoryRouter> | undefined;
    const { router } = renderRouted(
      <NameForm onSave={async () => ({ id: 1 })} onSaved={() => void routerRef?.navigate('/elsewhere')} />,
    );
    routerRef = router;
    await user.type(screen.getByLabelText('Name'), 'Lamp');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
