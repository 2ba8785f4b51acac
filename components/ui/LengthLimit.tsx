import { useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A text field's maximum (LIMITS, services/limits.ts): the browser's `maxLength` stops typing at it
 * and cuts a longer paste silently, so the paste is measured here and the field says it was cut.
 * The note holds while the text is still full; deleting some of it ends the note.
 */
export function useLengthLimit(max: number | undefined, length: number) {
  const [cut, setCut] = useState(false);
  const onPaste = (event: ClipboardEvent<TextElement>) => {
    if (max === undefined) return;
    const field = event.currentTarget;
    const replaced = (field.selectionEnd ?? field.value.length) - (field.selectionStart ?? field.value.length);
    setCut(field.value.length - replaced + event.clipboardData.getData('text').length > max);
  };
  return {
    onPaste,
    /** Another way in (dictation) was cut to fit. */
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
 * characters" after a paste that did not fit (a polite live region, tied to the field while it shows).
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
