// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Calendar } from '../../../src/islands/widgets/Calendar.tsx';
import { Dialog } from '../../../src/islands/widgets/Dialog.tsx';
import { parseQuantity, QuantityStepper } from '../../../src/islands/widgets/QuantityStepper.tsx';
import type { DateSelection } from '../../../src/lib/format/calendar.ts';
import en from '../../../locales/en/widgets.json';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Stepper(props: { min?: number; max?: number; disabled?: boolean; start?: number }) {
  const [value, setValue] = useState(props.start ?? 1);
  return (
    <QuantityStepper
      label="Adults"
      value={value}
      onChange={setValue}
      locale="en"
      messages={en}
      min={props.min}
      max={props.max}
      disabled={props.disabled}
    />
  );
}

describe('QuantityStepper', () => {
  it('stops at the minimum (1 by default) and has no maximum by default', () => {
    render(<Stepper />);
    const less = screen.getByRole('button', { name: 'Decrease Adults' });
    const more = screen.getByRole('button', { name: 'Increase Adults' });
    expect(less).toBeDisabled();
    for (let i = 0; i < 50; i++) fireEvent.click(more);
    expect(screen.getByRole('spinbutton', { name: 'Adults' })).toHaveValue(51);
    expect(more).toBeEnabled();
  });

  it('stops at its maximum and flags typed values out of range', () => {
    render(<Stepper max={3} start={3} />);
    expect(screen.getByRole('button', { name: 'Increase Adults' })).toBeDisabled();
    const input = screen.getByRole('spinbutton', { name: 'Adults' });
    fireEvent.input(input, { target: { value: '9' } });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 3');
    fireEvent.blur(input);
    expect(input).toHaveValue(3);
  });

  it('can be disabled', () => {
    render(<Stepper disabled start={2} />);
    expect(screen.getByRole('spinbutton', { name: 'Adults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease Adults' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase Adults' })).toBeDisabled();
  });

  it('parses whole numbers in range only', () => {
    expect(parseQuantity('2', 1, 5)).toBe(2);
    expect(parseQuantity('2.5', 1, 5)).toBeNull();
    expect(parseQuantity('0', 1, 5)).toBeNull();
    expect(parseQuantity('', 1, 5)).toBeNull();
  });
});

function RangeCalendar(props: { soldOut?: string[]; labels?: Record<string, string> }) {
  const [value, setValue] = useState<DateSelection>({ start: null, end: null });
  return (
    <Calendar
      mode="range"
      value={value}
      onChange={setValue}
      locale="en"
      label="Stay"
      messages={en}
      min="2025-03-10"
      soldOutDates={props.soldOut}
      dayLabels={props.labels}
    />
  );
}

const day = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;

describe('Calendar', () => {
  it('marks days before the minimum and sold-out days as disabled, with their labels', () => {
    render(<RangeCalendar soldOut={['2025-03-12']} labels={{ '2025-03-11': 'HK$980' }} />);
    expect(day('2025-03-09')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2025-03-12')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2025-03-12')).toHaveAccessibleName(/Sold out/);
    expect(day('2025-03-11')).toHaveAccessibleName(/HK\$980/);
    expect(day('2025-03-11')).not.toHaveAttribute('aria-disabled');
  });

  it('selects a range with the keyboard and refuses more than 14 days', () => {
    render(<RangeCalendar />);
    const grid = screen.getByRole('grid');
    expect(day('2025-03-10')).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(day('2025-03-10')).toHaveAttribute('aria-selected', 'true');
    expect(day('2025-03-25')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(day('2025-03-25'));
    expect(day('2025-03-25')).toHaveAttribute('aria-selected', 'false');
    // The click moved the focus to the 25th; one day back is the 14th night.
    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    fireEvent.keyDown(grid, { key: ' ' });
    expect(day('2025-03-24')).toHaveAttribute('aria-selected', 'true');
    expect(day('2025-03-17')).toHaveAttribute('aria-selected', 'true');
  });

  it('pages months with PageDown and back with PageUp', () => {
    render(<RangeCalendar />);
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'PageDown' });
    expect(day('2025-04-10')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('heading', { name: 'April 2025' })).toBeInTheDocument();
    fireEvent.keyDown(grid, { key: 'PageUp' });
    expect(day('2025-03-10')).toHaveAttribute('tabindex', '0');
  });
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Pick" closeLabel="Close">
        <button type="button">Inside</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled native modal dialog that takes the focus, closes on Escape (cancel) and gives the focus back', () => {
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Pick' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Escape is the browser's cancel event: the dialog closes when its owner says so
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on a press on the backdrop, not inside its panel', () => {
    render(<DialogHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Inside' }));
    const dialog = screen.getByRole('dialog', { name: 'Pick' });
    fireEvent.mouseDown(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
