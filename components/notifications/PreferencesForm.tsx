import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { StatusNote } from '@/components/ui/StatusNote';
import { useSaveNotificationPreferences } from '@/hooks/notifications/use-notification-preferences';
import { useDialogDraft } from '@/hooks/shared/use-dialog-draft';
import {
  hasSwitch,
  OFFER_EVENTS,
  PUSH_EVENTS_OF,
  QUIET_TIME_PATTERN,
  type NotificationPreferences,
} from '@/services/notifications';
import type { Role } from '@/services/shared/routes';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';

const validate = (values: NotificationPreferences) =>
  Object.fromEntries(
    (['quiet_start', 'quiet_end'] as const)
      .filter((name) => !QUIET_TIME_PATTERN.test(values[name]))
      .map((name) => [name, 'notifications:settings.badTime']),
  );

/**
 * Which events notify and the quiet hours: the whole form is saved at once (PATCH notifications/preferences/).
 * What the person changed and has not saved is their draft (store/shared/dialog-draft.ts), restored over the
 * server's answer after a reload or a sign-in as the same user; on a failure the form and the draft keep every
 * change and the alert says why; a save drops it.
 */
export const PreferencesForm = withFormKit(function PreferencesForm({
  role,
  saved,
}: {
  role: Role;
  saved: NotificationPreferences;
}) {
  const { Formik, Form, CheckboxField, KeepDraft, SubmitButton, TextField } = useFormKit();
  const { t } = useTranslation('notifications');
  const save = useSaveNotificationPreferences();
  const kept = useDialogDraft(dialogDraftId.notificationSettings(), saved);
  // Only the switches the backend answered with: an offer's own is never promised before it says it has one.
  const events = PUSH_EVENTS_OF[role].filter((event) => hasSwitch(event, saved));
  const ownOffers = events.some((event) => (OFFER_EVENTS as readonly string[]).includes(event));
  return (
    <Formik<NotificationPreferences>
      initialValues={kept.initialValues}
      validate={validate}
      onSubmit={async (values, helpers) => {
        try {
          helpers.resetForm({ values: await save.mutateAsync(values) });
          kept.drop();
        } catch {
          // The alert shows why; the form and its draft keep what was chosen.
        }
      }}
    >
      <Card noValidate as={Form} padding="roomy" className="flex flex-col gap-5">
        <KeepDraft save={kept.save} />
        <FormAlert error={save.error} />
        {save.isSuccess && <StatusNote>{t('settings.saved')}</StatusNote>}
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">{t('settings.events')}</legend>
          {events.map((event) => (
            <CheckboxField
              key={event}
              name={event}
              label={t(event === 'message' && ownOffers ? 'settings.event.messageOthers' : `settings.event.${event}`)}
            />
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
});
