import type { NewsletterProgress, Resource, ShopConfiguration } from '@cellar/sdk';
import { PERMISSIONS } from '@cellar/validation';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { NewsletterHeader } from './newsletter-header';

const PATH = '/newsletters/3_09_26_vuelta-al-cole/';
const newsletter = (status: string) =>
  ({ '@type': 'Newsletter', '@name': '3_09_26_vuelta-al-cole', status }) as unknown as Resource;
const editor = { [PERMISSIONS.ViewContent]: true, [PERMISSIONS.ModifyContent]: true };
const progress = (sent: number, total: number): NewsletterProgress => ({
  sent,
  nosent: 0,
  norendered: 0,
  pending: total - sent,
  rendered: sent,
  total,
});

function show(status: string, permissions: Record<string, boolean> = editor) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NewsletterHeader object={newsletter(status)} path={PATH} permissions={permissions} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(apiClient, 'shops').mockResolvedValue({ environment: 'staging', shops: [] } as ShopConfiguration);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('NewsletterHeader', () => {
  it("verifies a draft with 'Verify content'", async () => {
    const verify = vi
      .spyOn(apiClient.newsletters, 'markAsVerified')
      .mockResolvedValue({ status: 'verified', modification_date: '2026-11-24T10:00:00Z' });
    show('draft');
    expect(screen.getByText('draft').getAttribute('data-color')).toBe('light');
    expect((screen.getByRole('button', { name: 'Schedule' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Verify content' }));
    await vi.waitFor(() => expect(verify).toHaveBeenCalledWith(PATH));
  });

  it("disables 'Back to draft' while scheduled, offers Unschedule, and hides the Brevo upload without ScheduleNewsletters", async () => {
    vi.spyOn(apiClient.newsletters, 'progress').mockResolvedValue(progress(2, 2));
    show('scheduled', { ...editor, [PERMISSIONS.ScheduleNewsletters]: false });
    expect((screen.getByRole('button', { name: 'Back to draft' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('button', { name: 'Unschedule' });
    await screen.findByRole('progressbar', { name: 'Sending' });
    expect(screen.queryByRole('button', { name: 'Upload to Brevo' })).toBeNull();
  });

  it("shows the Brevo upload with ScheduleNewsletters in the page's permissions, drawn with the other buttons", () => {
    // The page's one @canido answer: no question of its own, which would bring the button in later.
    const canido = vi.spyOn(apiClient.content, 'canido');
    show('verified', { ...editor, [PERMISSIONS.ScheduleNewsletters]: true });
    screen.getByRole('button', { name: 'Upload to Brevo' });
    expect(canido).not.toHaveBeenCalled();
  });

  it('polls the progress every 2 s until sent + nosent + norendered equals the total, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const poll = vi
      .spyOn(apiClient.newsletters, 'progress')
      .mockResolvedValueOnce(progress(1, 3))
      .mockResolvedValueOnce(progress(2, 3))
      .mockResolvedValue(progress(3, 3));
    show('scheduled');
    await vi.waitFor(() => expect(poll).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(poll).toHaveBeenCalledTimes(2));
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(poll).toHaveBeenCalledTimes(3));
    await vi.waitFor(() => expect(document.querySelector('[data-counter="sent"]')?.textContent).toBe('3'));
    await vi.advanceTimersByTimeAsync(6000);
    expect(poll).toHaveBeenCalledTimes(3);
  });
});
