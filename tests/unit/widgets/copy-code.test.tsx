// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyCode } from '../../../src/islands/widgets/CopyCode.tsx';
import en from '../../../locales/en/widgets.json';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('copy code', () => {
  it('shows the code whole and copies it, saying so for two seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    render(<CopyCode value="RS2026112614582724" label="Order number" locale="en" messages={en} />);
    expect(screen.getByText('RS2026112614582724').tagName).toBe('CODE');
    const button = screen.getByRole('button', { name: 'Copy Order number' });
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('RS2026112614582724');
    expect(button).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Order number copied');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(button).toHaveTextContent('Copy');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
