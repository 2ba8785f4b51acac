import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { Spinner } from '@/components/ui/Spinner';
import { StatusNote } from '@/components/ui/StatusNote';
import { useCurrentUser } from '@/hooks/auth';
import { useLastPhoneChange, useSaveProfile } from '@/hooks/settings/use-account';
import { usePlace } from '@/hooks/shared/use-place';
import { useRole } from '@/hooks/shared/use-role';
import type { Gender, User } from '@/services/api/types';
import type { UserUpdateBody } from '@/services/settings/account';
import { editProfileSchema, editProfileSchemaFor, isEmailChange } from '@/services/settings/account-forms';
import { nextChangeAllowedAt } from '@/services/shared/change-interval';
import { formatDate } from '@/services/shared/format';
import { LIMITS } from '@/services/shared/limits';
import type { YupBuilders } from '@/services/shared/schema';
import { V } from '@/services/shared/validation-messages';
import { PhotoField, type PhotoChoice } from './PhotoField';
import { SettingsPageHeader } from './SettingsPageHeader';

const PhoneChangeDialog = lazy(() => import('./PhoneChangeDialog'));

const GENDERS: readonly Gender[] = ['male', 'female'];

/** The company name (as in the commercial register) is asked only of company accounts. */
const companyName = (y: YupBuilders) => ({ company_name: y.string().trim().required(V.companyNameRequired) });

interface ProfileFormValues {
  first_name: string;
  last_name: string;
  email: string;
  gender: Gender | '';
  company_name: string;
  password: string;
}

/** The current password, asked only while the email field holds a new address (the server refuses the change without it). */
function CurrentPasswordField({ current }: { current: string }) {
  const { useFormikContext, PasswordField } = useFormKit();
  const { t } = useTranslation('settings');
  const { values } = useFormikContext<ProfileFormValues>();
  if (!isEmailChange(values.email, current)) return null;
  return (
    <PasswordField
      name="password"
      label={t('editProfile.password')}
      hint={t('editProfile.passwordHint')}
      autoComplete="current-password"
    />
  );
}

/** The phone number and the once-a-month rule: editable, or the date it may change again. */
function PhoneSection({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const role = useRole();
  const place = usePlace();
  const lastChange = useLastPhoneChange();
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  // A failed last-change lookup (or no value) leaves the phone editable (spec §4).
  const next = lastChange.isSuccess ? nextChangeAllowedAt(lastChange.data.last_change) : null;

  return (
    <Card aria-labelledby="phone-title" as="section" padding="roomy" className="mt-6">
      <h2 id="phone-title" className="font-semibold">
        {t('phone.title')}
      </h2>
      <p className="mt-1 text-lg" dir={user.phone_number ? 'ltr' : undefined}>
        {user.phone_number ?? t('phone.none')}
      </p>
      {changed && (
        <div className="mt-3">
          <StatusNote>{t('phone.changed')}</StatusNote>
        </div>
      )}
      <div className="mt-3" aria-live="polite">
        {lastChange.isPending ? (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> {t('phone.checking')}
          </p>
        ) : next ? (
          <p className="text-sm text-ink-muted" data-testid="phone-locked">
            {t('phone.lockedUntil', { date: formatDate(next, place) })}
          </p>
        ) : (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-ink-muted">{t('phone.rule')}</p>
            <button type="button" className="btn-secondary self-start" onClick={() => setOpen(true)}>
              {t(user.phone_number ? 'phone.change' : 'phone.add')}
            </button>
          </div>
        )}
      </div>
      <Suspense fallback={null}>
        {open && (
          <PhoneChangeDialog
            role={role}
            userId={user.id}
            onClose={() => setOpen(false)}
            onChanged={() => {
              setChanged(true);
              setOpen(false);
            }}
          />
        )}
      </Suspense>
    </Card>
  );
}

/** "Edit profile" (spec §2): names, email, gender, photo, company name; the phone below, with its own rule. */
export function EditProfileScreen() {
  const { t } = useTranslation(['settings', 'common', 'validation']);
  const profile = useCurrentUser();
  if (!profile) return null;
  const { user } = profile;

  return (
    <section className="max-w-2xl">
      <SettingsPageHeader title={t('editProfile.title')} description={t('editProfile.subtitle')} />
      <ProfileForm user={user} />
      <PhoneSection user={user} />
    </section>
  );
}

/** The profile's own fields (the phone aside), once the form kit is there. */
const ProfileForm = withFormKit(function ProfileForm({ user }: { user: User }) {
  const { Formik, Form, TextField, EmailField, RadioCards, SubmitButton, yup } = useFormKit();
  const { t } = useTranslation(['settings', 'common', 'validation']);
  const save = useSaveProfile();
  const [photo, setPhoto] = useState<PhotoChoice>({ kind: 'keep' });
  const isCompany = user.account_type === 'company';
  const baseSchema = editProfileSchemaFor(yup, user.email);
  const schema = isCompany ? baseSchema.shape(companyName(yup)) : baseSchema;

  return (
    <Formik<ProfileFormValues>
      initialValues={{
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        gender: user.gender ?? '',
        company_name: user.company_name ?? '',
        password: '',
      }}
      validationSchema={schema}
      onSubmit={async (values) => {
        const { first_name, last_name, email, gender } = editProfileSchema(yup).cast(values);
        const body: UserUpdateBody = {
          first_name,
          last_name,
          email,
          ...(gender === 'male' || gender === 'female' ? { gender } : {}),
          ...(isCompany ? { company_name: values.company_name.trim() } : {}),
          ...(photo.kind === 'remove' ? { profile_photo: null } : {}),
          ...(isEmailChange(email, user.email) ? { password: values.password } : {}),
        };
        try {
          await save.mutateAsync({ body, photo: photo.kind === 'new' ? photo.file : undefined });
          setPhoto({ kind: 'keep' });
        } catch {
          // The alert says why; everything typed and the chosen photo stay.
        }
      }}
    >
      <Card noValidate as={Form} padding="roomy" className="flex flex-col gap-4">
        <FormAlert error={save.error} />
        {save.isSuccess && <StatusNote>{t('editProfile.saved')}</StatusNote>}
        <PhotoField current={save.data?.user.profile_photo ?? user.profile_photo} choice={photo} onChoose={setPhoto} />
        <div className="grid gap-4 tablet:grid-cols-2">
          <TextField
            name="first_name"
            label={t('editProfile.firstName')}
            autoComplete="given-name"
            maxLength={LIMITS.nameMax}
          />
          <TextField
            name="last_name"
            label={t('editProfile.lastName')}
            autoComplete="family-name"
            maxLength={LIMITS.nameMax}
          />
        </div>
        <EmailField name="email" label={t('editProfile.email')} hint={t('editProfile.emailHint')} />
        <CurrentPasswordField current={user.email} />
        <RadioCards
          name="gender"
          legend={t('editProfile.gender')}
          grid="grid-cols-2 tablet:max-w-xs"
          options={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
        />
        {isCompany && (
          <TextField
            name="company_name"
            label={t('common:company.name')}
            hint={t('editProfile.companyNameHint')}
            autoComplete="organization"
            maxLength={LIMITS.companyNameMax}
          />
        )}
        <SubmitButton className="btn-primary w-full tablet:w-auto tablet:self-start">
          {t('editProfile.save')}
        </SubmitButton>
      </Card>
    </Formik>
  );
});
