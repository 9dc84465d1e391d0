import { createRoot, type Root } from 'react-dom/client';
import type { Language } from '../../lib/contract/common.ts';
import { hkToday } from '../../lib/format/dates.ts';
import type { Dates } from '../../lib/quick-search/rules.ts';
import type { WidgetMessages } from '../widgets/messages.ts';
import { DatesDialog } from './DatesDialog.tsx';
import { createTranslator } from '../../lib/i18n/translator.ts';
import type { QuickSearchMessages } from './messages.ts';

export interface DatesPickerOptions {
  locale: Language;
  hotel: boolean;
  initial: Dates | null;
  messages: QuickSearchMessages;
  widgetMessages: WidgetMessages;
  onDone: (dates: Dates | null) => void;
}

const roots = new WeakMap<Element, Root>();

/**
 * Opens the quick search's date picker (the shared calendar in a dialog) in `container`: the
 * framework-free panel (src/scripts/quick-search/quick-search.ts) loads this module, and React
 * with it, the first time the visitor opens the dates. Closing unmounts it; the focus goes back
 * to the button that opened it.
 */
export function openDatesPicker(container: Element, options: DatesPickerOptions): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  const mounted = root;
  const close = () => mounted.render(null);
  mounted.render(
    <DatesDialog
      open
      hotel={options.hotel}
      initial={options.initial}
      today={hkToday()}
      locale={options.locale}
      t={createTranslator(options.locale, options.messages)}
      widgetMessages={options.widgetMessages}
      onClose={close}
      onDone={(dates) => {
        options.onDone(dates);
        close();
      }}
    />,
  );
}
