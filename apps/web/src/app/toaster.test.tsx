// The toast stack: one toast per type with its own look, a close button, and self-dismissal after 3 s.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toast } from '../lib/toast';
import { Toaster } from './toaster';
import { inEnglish } from '../test/i18n-wrapper';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a success, an error and an info toast, each marked with its type, in a live region', () => {
    render(<Toaster />, inEnglish);
    act(() => {
      toast.success('Login successful!');
      toast.error('Payment failed');
      toast.info('Subscriptions open soon');
    });
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    const success = within(region).getByText('Login successful!').closest('[data-toast-type]');
    const error = within(region).getByText('Payment failed').closest('[data-toast-type]');
    const info = within(region).getByText('Subscriptions open soon').closest('[data-toast-type]');
    expect(success).toHaveAttribute('data-toast-type', 'success');
    expect(error).toHaveAttribute('data-toast-type', 'error');
    expect(info).toHaveAttribute('data-toast-type', 'info');
    // The type is also spoken, not only shown by colour.
    expect(success).toHaveTextContent('Success: Login successful!');
    expect(error).toHaveTextContent('Error: Payment failed');
    expect(within(region).getAllByRole('button', { name: 'Close notification' })).toHaveLength(3);
  });

  it('removes a toast when its close button is pressed, leaving the others', () => {
    render(<Toaster />, inEnglish);
    act(() => {
      toast.success('First');
      toast.error('Second');
    });
    const second = screen.getByText('Second').closest('[data-toast-type]') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getByText('First')).toBeInTheDocument();
  });

  it('dismisses a toast by itself after 3 seconds', () => {
    render(<Toaster />, inEnglish);
    act(() => {
      toast.info('Short-lived');
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Short-lived')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Short-lived')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(3000);
  });
});
