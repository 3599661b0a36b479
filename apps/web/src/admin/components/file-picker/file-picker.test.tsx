import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces, setLanguage } from '@/lib/i18n';
import { FilePicker } from './file-picker';

afterEach(() => act(() => setLanguage('en')));

describe('the console file picker', () => {
  it('speaks the console’s language instead of the browser’s, and names the chosen file', async () => {
    await setLanguage('th');
    await loadNamespaces(['admin']);
    const onChange = vi.fn();
    render(<FilePicker label="ไฟล์เลขพัสดุ" hint="CSV" accept=".csv" onChange={onChange} testId="picker" />);
    expect(screen.getByText('เลือกไฟล์')).toBeInTheDocument();
    expect(screen.getByTestId('picker-name')).toHaveTextContent('ยังไม่ได้เลือกไฟล์');

    const input = screen.getByLabelText('ไฟล์เลขพัสดุ');
    expect(input).toHaveAccessibleDescription('CSV');
    await userEvent.upload(input, new File(['7,Kerry,KE1'], 'tracking.csv', { type: 'text/csv' }));
    expect(screen.getByTestId('picker-name')).toHaveTextContent('tracking.csv');
    expect(onChange).toHaveBeenCalledOnce();
  });
});
