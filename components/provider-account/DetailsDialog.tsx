import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import { SheetDialog } from '@/components/ui/SheetDialog';
import { useUpdateProviderInfo } from '@/hooks/provider-account/use-provider-account';
import type { ProviderProfile } from '@/services/provider-account/provider';
import { descriptionSchema, languagesSchema } from '@/services/provider-account/provider-forms';
import { fieldErrors } from '@/services/shared/field-errors';
import { galleryImages } from '@/store/shared/draft-images';
import type { DraftImage } from '@/store/shared/draft-images';
import { DescriptionAndGallery } from './DescriptionAndGallery';
import { SaveActions } from './SaveActions';
import { LanguagesChoice } from './ServiceFields';

/** The "service account details" dialog (spec §2): the description, the work photos and the languages. A failed save keeps what was typed. */
export default withFormKit(
  function DetailsDialog({ profile, onClose }: { profile: ProviderProfile; onClose: () => void }) {
    const { yup } = useFormKit();
    const { t } = useTranslation(['provider-account', 'common']);
    const save = useUpdateProviderInfo();
    const [description, setDescription] = useState(profile.description);
    const [languages, setLanguages] = useState(profile.languages);
    const [gallery, setGallery] = useState<DraftImage[]>(() =>
      profile.gallery.map((url, index) => ({
        id: `saved-${index}`,
        name: t('common:images.of', { number: index + 1, count: profile.gallery.length }),
        url,
      })),
    );
    const [errors, setErrors] = useState<Record<string, string>>({});
    const submit = () => {
      const values = { description, gallery, languages };
      const found = { ...fieldErrors(descriptionSchema(yup), values), ...fieldErrors(languagesSchema(yup), values) };
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      save.mutate(
        {
          description: description.trim(),
          languages,
          gallery,
          onGallery: setGallery,
        },
        {
          onSuccess: () => {
            void galleryImages.clear();
            onClose();
          },
        },
      );
    };
    return (
      <SheetDialog role="provider" title={t('myServices.editDetails')} busy={save.isPending} onClose={onClose}>
        <div className="flex flex-col gap-5">
          <DescriptionAndGallery
            description={description}
            gallery={gallery}
            onDescription={setDescription}
            onGallery={setGallery}
            errors={errors}
          />
          <LanguagesChoice value={languages} onChange={setLanguages} error={errors.languages} />
          <FormAlert error={save.error} />
        </div>
        <SaveActions pending={save.isPending} onCancel={onClose} onSave={submit} />
      </SheetDialog>
    );
  },
  { fallback: null },
);
