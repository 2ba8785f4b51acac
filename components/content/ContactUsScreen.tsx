import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import Link from '@/components/ui/Link';
import { PageHeading } from '@/components/ui/PageHeading';
import { serverFieldErrors } from '@/components/ui/server-field-errors';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/auth';
import { usePageMeta } from '@/hooks/content/use-page-meta';
import { useSendContactMessage } from '@/hooks/content/use-reading';
import { useRole } from '@/hooks/shared/use-role';
import { contactBody, contactSchema, EMPTY_CONTACT, type ContactValues } from '@/services/content/contact-form';
import { CONTACT_TOPICS } from '@/services/content/content';
import { LIMITS } from '@/services/shared/limits';
import { clearContactDraft, contactDraftKey, readContactDraft, saveContactDraft } from '@/store/content/contact-draft';

const FIELDS = ['topic', 'details', 'name', 'email'] as const;

/** Keeps what is typed on the device after every change: a reload or a failed send loses nothing. */
function DraftKeeper() {
  const { useFormikContext } = useFormKit();
  const { values } = useFormikContext<ContactValues>();
  useEffect(() => saveContactDraft(values), [values]);
  return null;
}

/** Contact us (/<role>/contact-us): a topic and details (spec §5), a name and an email from guests; a confirmation. */
export function ContactUsScreen() {
  const { t } = useTranslation(['content', 'validation']);
  const role = useRole();
  const isGuest = useCurrentUser() === null;
  const [sent, setSent] = useState<{ email: string } | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  usePageMeta(t('contact.title'), t('contact.description'));
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <PageHeading title={t('contact.title')} subtitle={t('contact.subtitle')} />
      {sent ? (
        <div role="status" className="flex flex-col items-start gap-3 rounded-xl border border-green-200 bg-white p-4">
          <h2 ref={sentHeading} tabIndex={-1} className="text-xl font-bold">
            {t('contact.sentTitle')}
          </h2>
          <p>{sent.email ? t('contact.sentBody', { email: sent.email }) : t('contact.sentBodyNoEmail')}</p>
          <button type="button" className="btn-secondary" onClick={() => setSent(null)}>
            {t('contact.another')}
          </button>
        </div>
      ) : (
        <>
          <p className="text-sm">
            {t('contact.helpFirst')}{' '}
            <Link href={paths.helpCenter.getHref(role)} className="font-semibold text-brand-dark underline">
              {t('helpCenter.title')}
            </Link>
          </p>
          <ContactForm isGuest={isGuest} onSent={(email) => setSent({ email })} />
        </>
      )}
    </div>
  );
}

/** The message being written, from the device's draft (a new one after a message was sent). */
const ContactForm = withFormKit(function ContactForm({
  isGuest,
  onSent,
}: {
  isGuest: boolean;
  onSent: (email: string) => void;
}) {
  const { Formik, Form, SelectField, TextField, EmailField, SubmitButton, yup } = useFormKit();
  const { t } = useTranslation(['content', 'validation']);
  const send = useSendContactMessage(contactDraftKey);
  const [initial] = useState(() => readContactDraft() ?? EMPTY_CONTACT);
  return (
    <Formik<ContactValues>
      initialValues={initial}
      validationSchema={contactSchema(yup, isGuest)}
      onSubmit={async (values, helpers) => {
        try {
          const message = await send.mutateAsync(contactBody(values, isGuest));
          clearContactDraft();
          onSent(message.email ?? '');
        } catch (error) {
          // The alert (or the fields) say why; the draft stays on the device.
          helpers.setErrors(serverFieldErrors(error, FIELDS));
        }
      }}
    >
      <Card noValidate as={Form} padding="roomy" className="flex flex-col gap-4">
        <DraftKeeper />
        <FormAlert error={send.error} />
        <SelectField
          name="topic"
          label={t('contact.topic')}
          placeholder={t('contact.topicPlaceholder')}
          options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`contact.topics.${topic}`) }))}
        />
        <TextField
          name="details"
          label={t('contact.details')}
          hint={t('contact.detailsHint')}
          multiline
          dir="auto"
          maxLength={LIMITS.contactDetailsMax}
        />
        {isGuest && (
          <>
            <TextField
              name="name"
              label={t('contact.name')}
              autoComplete="name"
              dir="auto"
              maxLength={LIMITS.nameMax}
            />
            <EmailField name="email" label={t('contact.email')} />
          </>
        )}
        <SubmitButton className="btn-primary w-full tablet:w-auto tablet:self-start">
          {t('contact.submit')}
        </SubmitButton>
      </Card>
    </Formik>
  );
});
