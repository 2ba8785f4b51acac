import { useProfileRefresh } from '@/hooks/settings';
import { uploadDraftImages } from '@/hooks/shared/draft-uploads';
import { LIVE_ROOTS, MY_PROVIDER_ROOT } from '@/hooks/shared/query-roots';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { useInvalidate } from '@/hooks/shared/use-invalidate';
import { useKeyedMutation } from '@/hooks/shared/use-keyed-mutation';
import type { KeyStore } from '@/services/api/idempotency';
import {
  createProviderProfile,
  pauseOffers,
  resumeOffers,
  updateProviderProfileInfo,
  updateServicesLocation,
  type CreateProviderProfileBody,
  type ProviderProfileInfo,
  type ServicesLocation,
} from '@/services/provider-account/provider';
import { updateUser } from '@/services/settings';
import { galleryImages } from '@/store/shared/draft-images';
import type { DraftImage } from '@/store/shared/draft-images';

/**
 * The provider's own changes: create the profile, edit it, the services location, pause and
 * resume, add balance. Each invalidates `myProviderKeys.all` (profile and balance).
 */

/** Where the gallery's changes go as the upload runs: each URL as it lands (a retry does not upload it twice), a photo whose bytes are gone dropped. */
type GalleryChange = (change: (images: DraftImage[]) => DraftImage[]) => void;

/** The gallery's URLs: photos picked on this device are uploaded first (their bytes in `galleryImages`). */
const uploadGallery = (gallery: readonly DraftImage[], onGallery: GalleryChange) =>
  uploadDraftImages(gallery, 'provider_gallery', onGallery, galleryImages);

type CreateInput = Omit<CreateProviderProfileBody, 'gallery'> & { gallery: DraftImage[]; onGallery: GalleryChange };

/**
 * POST create/provider/profile, then the user becomes a provider (is_service_provider) and the
 * profile is refetched. `keys`: where the wizard keeps the call's idempotency key (its draft).
 */
export const useCreateProviderProfile = (keys?: KeyStore) => {
  const refresh = useProfileRefresh();
  const invalidate = useInvalidate(MY_PROVIDER_ROOT);
  return useKeyedMutation(
    async ({ gallery, onGallery, ...body }: CreateInput, key) => {
      const urls = await uploadGallery(gallery, onGallery);
      const profile = await createProviderProfile({ ...body, gallery: urls }, key);
      return { profile, user: await updateUser({ is_service_provider: true }) };
    },
    {
      onSuccess: async ({ user }) => {
        await Promise.all([refresh(user), invalidate()]);
      },
    },
    keys,
  );
};

type InfoInput = Omit<ProviderProfileInfo, 'gallery'> & { gallery?: DraftImage[]; onGallery?: GalleryChange };

/** PUT update/provider/profile/info with the parts changed (new gallery images uploaded first). */
export const useUpdateProviderInfo = () => {
  const invalidate = useInvalidate(MY_PROVIDER_ROOT);
  return useGuardedMutation({
    mutationFn: async ({ gallery, onGallery = () => undefined, ...body }: InfoInput) =>
      updateProviderProfileInfo(gallery ? { ...body, gallery: await uploadGallery(gallery, onGallery) } : body),
    onSuccess: () => invalidate(),
  });
};

export const useUpdateServicesLocation = () => {
  const invalidate = useInvalidate(MY_PROVIDER_ROOT);
  return useGuardedMutation({
    mutationFn: (body: ServicesLocation) => updateServicesLocation(body),
    onSuccess: () => invalidate(),
  });
};

export const usePauseOffers = () => {
  const invalidate = useInvalidate(MY_PROVIDER_ROOT);
  return useGuardedMutation({ mutationFn: (days: number) => pauseOffers(days), onSuccess: () => invalidate() });
};

/** A paused provider takes jobs again (the feed fills). */

export const useResumeOffers = () => {
  const invalidate = useInvalidate(...LIVE_ROOTS);
  return useGuardedMutation({ mutationFn: resumeOffers, onSuccess: invalidate });
};
