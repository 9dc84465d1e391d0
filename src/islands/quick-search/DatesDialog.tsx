import type { Language } from '../../lib/contract/common.ts';
import { useState } from 'react';
import { EMPTY_SELECTION, type DateSelection } from '../../lib/format/calendar.ts';
import { addDays, diffDays, MAX_RANGE_DAYS, type IsoDate } from '../../lib/format/dates.ts';
import { Calendar } from '../widgets/Calendar.tsx';
import { Dialog } from '../widgets/Dialog.tsx';
import type { WidgetMessages } from '../widgets/messages.ts';
import { QuantityStepper } from '../widgets/QuantityStepper.tsx';
import type { Dates } from '../../lib/quick-search/rules.ts';
import type { Translate } from './messages.ts';

interface DatesDialogProps {
  open: boolean;
  hotel: boolean;
  initial: Dates | null;
  today: IsoDate;
  locale: Language;
  onDone: (dates: Dates | null) => void;
  onClose: () => void;
  t: Translate;
  widgetMessages: WidgetMessages;
}

const toSelection = (dates: Dates | null): DateSelection =>
  dates === null ? EMPTY_SELECTION : { start: dates.start, end: dates.end ?? null };

/**
 * The date picker of the quick search: one day, or a hotel stay (check-in, then check-out, at
 * most 14 nights) with a nights stepper that moves the check-out day.
 */
export function DatesDialog(props: DatesDialogProps) {
  const { open, hotel, today, locale, t, widgetMessages } = props;
  const [selection, setSelection] = useState<DateSelection>(() => toSelection(props.initial));
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    // Each opening starts from what the panel holds.
    setLastOpen(open);
    if (open) setSelection(toSelection(props.initial));
  }
  const nights =
    selection.start !== null && selection.end !== null
      ? diffDays(selection.start, selection.end)
      : 1;
  const done = () => {
    if (selection.start === null) return props.onDone(null);
    props.onDone(
      hotel
        ? { start: selection.start, end: selection.end ?? undefined }
        : { start: selection.start },
    );
  };
  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      title={t(hotel ? 'quickSearch.dates.dialogHotel' : 'quickSearch.dates.dialog')}
      closeLabel={widgetMessages['widgets.dialog.close'] ?? 'Close'}
      footer={
        <button type="button" className="ui-btn ui-btn--primary" onClick={done}>
          {t('quickSearch.dates.confirm')}
        </button>
      }
    >
      {hotel && <p className="ui-hint">{t('quickSearch.dates.hotelHint')}</p>}
      <Calendar
        mode={hotel ? 'range' : 'single'}
        value={selection}
        onChange={setSelection}
        locale={locale}
        label={t('quickSearch.dates.calendar')}
        messages={widgetMessages}
        min={today}
        maxRangeDays={MAX_RANGE_DAYS}
        focusOnMount
      />
      {hotel && (
        <QuantityStepper
          label={t('quickSearch.dates.nights')}
          value={nights}
          min={1}
          max={MAX_RANGE_DAYS}
          disabled={selection.start === null}
          locale={locale}
          messages={widgetMessages}
          onChange={(n) =>
            setSelection((s) =>
              s.start === null ? s : { start: s.start, end: addDays(s.start, n) },
            )
          }
        />
      )}
    </Dialog>
  );
}
