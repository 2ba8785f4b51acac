import { screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@/services/limits';
import { reasonSchema } from '@/services/validation';
import { renderApp } from '@/tests/render-app';
import { TextField } from './TextField';

/** The cancel dialog's reason field, as ReasonDialog renders it. */
function ReasonForm({ initial = '' }: { initial?: string }) {
  useTranslation('validation');
  return (
    <Formik
      initialValues={{ reason: initial }}
      validationSchema={reasonSchema()}
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
