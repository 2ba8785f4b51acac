import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { FormAlert } from '@/components/ui/FormAlert';
import { StatusNote } from '@/components/ui/StatusNote';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useSaveNotificationPreferences } from '@/hooks/notifications/use-notification-preferences';
import { PUSH_EVENTS_OF, QUIET_TIME_PATTERN, type NotificationPreferences } from '@/services/notifications';
import type { Role } from '@/services/shared/routes';

const validate = (values: NotificationPreferences) =>
  Object.fromEntries(
    (['quiet_start', 'quiet_end'] as const)
      .filter((name) => !QUIET_TIME_PATTERN.test(values[name]))
      .map((name) => [name, 'notifications:settings.badTime']),
  );

/**
 * Which events notify and the quiet hours: the whole form is saved at once (PATCH notifications/preferences/);
 * on a failure the form keeps every change and the alert says why.
 */
export function PreferencesForm({ role, saved }: { role: Role; saved: NotificationPreferences }) {
  const { t } = useTranslation('notifications');
  const save = useSaveNotificationPreferences();
  return (
    <Formik<NotificationPreferences>
      initialValues={saved}
      validate={validate}
      onSubmit={async (values, helpers) => {
        try {
          helpers.resetForm({ values: await save.mutateAsync(values) });
        } catch {
          // The alert shows why; the form keeps what was chosen.
        }
      }}
    >
      <Card noValidate as={Form} padding="roomy" className="flex flex-col gap-5">
        <FormAlert error={save.error} />
        {save.isSuccess && <StatusNote>{t('settings.saved')}</StatusNote>}
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">{t('settings.events')}</legend>
          {PUSH_EVENTS_OF[role].map((event) => (
            <CheckboxField key={event} name={event} label={t(`settings.event.${event}`)} />
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold">{t('settings.quiet')}</legend>
          <p className="text-sm text-ink-muted">{t('settings.quietHint')}</p>
          <div className="flex flex-wrap gap-4">
            {/* Times stay left to right in Arabic. */}
            <TextField
              name="quiet_start"
              type="time"
              dir="ltr"
              required
              label={t('settings.quietStart')}
              className="w-36"
            />
            <TextField
              name="quiet_end"
              type="time"
              dir="ltr"
              required
              label={t('settings.quietEnd')}
              className="w-36"
            />
          </div>
        </fieldset>
        <SubmitButton className="btn-primary w-full tablet:w-auto tablet:self-start">{t('settings.save')}</SubmitButton>
      </Card>
    </Formik>
  );
}
