import { fireEvent, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { TextField } from '@/components/forms/TextField';
import { LIMITS } from '@/services/shared/limits';
import { reasonSchema } from '@/services/shared/validation';
import { renderApp } from '@/tests/render-app';
import { incomingText, overflows } from './LengthLimit';

/** The cancel dialog's reason field, as ReasonDialog renders it. */
function ReasonForm({ initial = '' }: { initial?: string }) {
  useTranslation('validation');
  return (
    <Formik
      initialValues={{ reason: initial }}
      validationSchema={reasonSchema(yup)}
      initialTouched={{ reason: true }}
      validateOnMount
      onSubmit={() => undefined}
    >
      <Form>
        <TextField name="reason" label="Why?" multiline dir="auto" maxLength={LIMITS.reasonMax} />
      </Form>
    </Formik>
  );
}

const max = LIMITS.reasonMax;

describe('a limited text field (TextField with maxLength)', () => {
  it('counts its characters and stops at the maximum', async () => {
    const { user } = await renderApp(<ReasonForm />);
    const field = screen.getByRole('textbox', { name: 'Why?' });
    expect(field).toHaveAttribute('maxlength', String(max));
    await user.type(field, 'Moved');
    expect(screen.getByText(`5 / ${max}`)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('');
  });

  it('says a paste that did not fit was cut, next to the field, until some text is deleted', async () => {
    const { user } = await renderApp(<ReasonForm />);
    const field = screen.getByRole('textbox', { name: 'Why?' });
    await user.click(field);
    await user.paste('x'.repeat(max + 200));
    expect(field).toHaveValue('x'.repeat(max));
    expect(screen.getByRole('status')).toHaveTextContent(`Your text was cut to ${max} characters`);
    expect(field).toHaveAccessibleDescription(new RegExp(`Your text was cut to ${max} characters`));
    expect(screen.getByText(`${max} / ${max}`)).toBeInTheDocument();
    await user.type(field, '{Backspace}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says nothing about a paste that fits', async () => {
    const { user } = await renderApp(<ReasonForm />);
    await user.click(screen.getByRole('textbox', { name: 'Why?' }));
    await user.paste('x'.repeat(max));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each([
    ['an IME or a suggestion strip (insertText)', 'insertText'],
    ['autocorrect (insertReplacementText)', 'insertReplacementText'],
    ['a drop (insertFromDrop)', 'insertFromDrop'],
  ])('says text inserted by %s that did not fit was cut, with no paste event', async (_, inputType) => {
    await renderApp(<ReasonForm />);
    const field = screen.getByRole('textbox', { name: 'Why?' });
    const text = 'x'.repeat(max + 200);
    // What the browser does: beforeinput with the whole text, then the value cut to the maximum.
    fireEvent(field, new InputEvent('beforeinput', { inputType, data: text, bubbles: true, cancelable: true }));
    fireEvent.change(field, { target: { value: text.slice(0, max) } });
    expect(screen.getByRole('status')).toHaveTextContent(`Your text was cut to ${max} characters`);
    expect(field).toHaveAccessibleDescription(new RegExp(`Your text was cut to ${max} characters`));
  });

  it('says nothing for inserted text that fits', async () => {
    await renderApp(<ReasonForm />);
    const field = screen.getByRole('textbox', { name: 'Why?' });
    fireEvent(field, new InputEvent('beforeinput', { inputType: 'insertText', data: 'Moved away', bubbles: true }));
    fireEvent.change(field, { target: { value: 'Moved away' } });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('refuses a text over the maximum that arrived another way (a draft) with its message', async () => {
    await renderApp(<ReasonForm initial={'x'.repeat(max + 1)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Use at most ${max} characters`);
    expect(screen.getByRole('textbox', { name: 'Why?' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says it in Arabic too', async () => {
    await renderApp(<ReasonForm initial={'x'.repeat(max + 1)} />, { language: 'ar' });
    expect(await screen.findByRole('alert')).toHaveTextContent(`استخدم ${max} حرفاً على الأكثر`);
  });
});

describe('what arrives in a field (incomingText, overflows)', () => {
  const field = (value: string, start: number, end: number) => ({ value, selectionStart: start, selectionEnd: end });
  it.each([
    ['typed', { inputType: 'insertText', data: 'a', dataTransfer: null }, 'a'],
    ['an IME commit', { inputType: 'insertCompositionText', data: 'مرحبا', dataTransfer: null }, 'مرحبا'],
    ['a deletion', { inputType: 'deleteContentBackward', data: null, dataTransfer: null }, null],
    ['a line break', { inputType: 'insertLineBreak', data: null, dataTransfer: null }, null],
  ])('%s brings %s', (_, event, expected) => {
    expect(incomingText(event)).toBe(expected);
  });

  it.each([
    ['at the end, past the maximum', field('abc', 3, 3), 'de', 4, true],
    ['at the end, up to the maximum', field('abc', 3, 3), 'd', 4, false],
    ['over a selection it replaces', field('abcd', 1, 3), 'xy', 4, false],
    ['over a selection, still too long', field('abcd', 1, 3), 'xyz', 4, true],
  ])('text put in %s overflows: %s', (_, at, text, limit, expected) => {
    expect(overflows(at, text, limit)).toBe(expected);
  });
});
