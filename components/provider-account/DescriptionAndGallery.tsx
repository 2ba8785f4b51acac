import { useTranslation } from 'react-i18next';
import { ImagesField } from '@/components/ui/ImagesField';
import { PlainField } from '@/components/ui/PlainField';
import { useAnyKeyT } from '@/hooks/shared/use-any-key-t';
import { asErrorCopyKey } from '@/locales/keys';
import { LIMITS } from '@/services/shared/limits';
import { galleryImages } from '@/store/shared/draft-images';
import type { DraftImage } from '@/store/shared/draft-images';

/** The description of the provider's work and up to 6 work photos (spec §3, §5), as the wizard and my services edit them. */
export function DescriptionAndGallery({
  description,
  gallery,
  onDescription,
  onGallery,
  errors,
}: {
  description: string;
  gallery: DraftImage[];
  onDescription: (value: string) => void;
  onGallery: (change: (images: DraftImage[]) => DraftImage[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('provider-account');
  const anyT = useAnyKeyT();
  return (
    <div className="flex flex-col gap-5">
      <PlainField
        label={t('fields.description')}
        hint={t('fields.descriptionHint', { max: LIMITS.providerDescriptionMax })}
        value={description}
        onChange={onDescription}
        error={errors.description}
        multiline
        strong
        maxLength={LIMITS.providerDescriptionMax}
      />
      <ImagesField
        images={gallery}
        onChange={onGallery}
        max={LIMITS.providerGalleryMax}
        store={galleryImages}
        legend={t('fields.gallery')}
        hint={t('fields.galleryHint', { max: LIMITS.providerGalleryMax })}
        error={errors.gallery ? anyT(asErrorCopyKey(errors.gallery)) : undefined}
      />
    </div>
  );
}
