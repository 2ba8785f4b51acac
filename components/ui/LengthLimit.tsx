import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The text an input brings into a field, whatever its way in: typed, an IME's or a suggestion strip's
 * commit (`insertText`, `insertCompositionText`), autocorrect (`insertReplacementText`), a paste, a
 * drop; null for a deletion or a line break.
 */
export function incomingText(event: Pick<InputEvent, 'inputType' | 'data' | 'dataTransfer'>): string | null {
  if (!(event.inputType || '').startsWith('insert')) return null;
  return event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
}

/** Whether `text`, put in place of the field's selection, takes it past `max` (the browser then keeps what fits). */
export function overflows(
  field: Pick<TextElement, 'value' | 'selectionStart' | 'selectionEnd'>,
  text: string,
  max: number,
): boolean {
  const replaced = (field.selectionEnd ?? field.value.length) - (field.selectionStart ?? field.value.length);
  return field.value.length - replaced + text.length > max;
}

/**
 * A text field's maximum (LIMITS, services/shared/limits.ts): the browser's `maxLength` stops typing at it and
 * cuts longer text silently, whichever way it arrives (a paste, an IME, autofill, a keyboard's suggestion
 * strip). So the text is measured where it arrives, at the field's `beforeinput`, and the field says it
 * was cut. The note holds while the text is still full; deleting some of it ends the note. `measure`
 * is the input's or textarea's ref.
 */
export function useLengthLimit(max: number | undefined, length: number) {
  const [cut, setCut] = useState(false);
  const measure = useCallback(
    (field: TextElement | null) => {
      if (!field || max === undefined) return;
      const onBeforeInput = (event: Event) => {
        const text = incomingText(event as InputEvent);
        if (text !== null) setCut(overflows(field, text, max));
      };
      field.addEventListener('beforeinput', onBeforeInput);
      return () => field.removeEventListener('beforeinput', onBeforeInput);
    },
    [max],
  );
  return {
    /** The field's callback ref: it listens where the text arrives. */
    measure,
    /** Text set by the screen itself (dictation) was cut to fit. */
    markCut: () => setCut(true),
    cut: cut && max !== undefined && length >= max,
  };
}

/**
 * What describes a limited field: its cut note while it shows (the counter is not read with the
 * field: it changes on every key; the field's maxlength is exposed as such).
 */
export function lengthNoteIds(id: string, cut: boolean): string[] {
  return cut ? [`${id}-cut`] : [];
}

/**
 * Under a limited field: "123 / 1000" where the text is long, and "Your text was cut to 1000
 * characters" after text that did not fit (a polite live region, tied to the field while it shows).
 */
export function LengthNote({
  id,
  length,
  max,
  counter,
  cut,
}: {
  id: string;
  length: number;
  max: number;
  counter: boolean;
  cut: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-wrap-reverse items-start justify-between gap-x-3 text-sm">
      <p id={`${id}-cut`} role="status" className="text-amber-800">
        {cut ? t('fields.cut', { max }) : ''}
      </p>
      {counter && (
        <p id={`${id}-count`} dir="ltr" className="ms-auto text-ink-muted">
          {t('fields.count', { count: length, max })}
        </p>
      )}
    </div>
  );
}
