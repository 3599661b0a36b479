import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/components/feedback/modal-store';
import { setLanguage } from '@/lib/i18n';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { showUpdateSuccess } from './update-success';

function renderWithModals() {
  mockApi({ 'Banner/GetLandingBanner': () => ok([]) });
  return renderApp('/landing');
}

describe('the update success message (SPEC §8)', () => {
  it('tells the points earned and goes to profile on Close', async () => {
    renderWithModals();
    const goToProfile = vi.fn();
    act(() => void showUpdateSuccess({ extraPoint: 1500, goToProfile }));
    const dialog = await screen.findByTestId('update-success');
    expect(dialog).toHaveTextContent('Information updated successfully.');
    expect(dialog).toHaveTextContent('You get 1,500 points from updating information.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(goToProfile).toHaveBeenCalledOnce();
    expect(useModalStore.getState().modals).toEqual([]);
  });

  it('says the update went through when no points were earned', async () => {
    renderWithModals();
    act(() => void showUpdateSuccess({ extraPoint: 0, goToProfile: vi.fn() }));
    expect(await screen.findByTestId('update-success')).toHaveTextContent(
      'You have successfully updated the information.',
    );
  });

  it('only closes when the update came from the redemption flow', async () => {
    renderWithModals();
    const goToProfile = vi.fn();
    act(() => void showUpdateSuccess({ extraPoint: 20, isFromRedemption: true, goToProfile }));
    await userEvent.setup().click(await screen.findByTestId('update-success-close'));
    await waitFor(() => expect(useModalStore.getState().modals).toEqual([]));
    expect(goToProfile).not.toHaveBeenCalled();
  });

  it('speaks Thai when the member reads Thai', async () => {
    await act(() => setLanguage('th'));
    renderWithModals();
    act(() => void showUpdateSuccess({ extraPoint: 50, goToProfile: vi.fn() }));
    const dialog = await screen.findByTestId('update-success');
    expect(dialog).toHaveTextContent('อัปเดตข้อมูลสำเร็จ');
    expect(dialog).toHaveTextContent('คุณได้รับ 50 คะแนนจากการอัปเดตข้อมูล');
    expect(screen.getByRole('button', { name: 'ปิด' })).toBeInTheDocument();
  });
});
