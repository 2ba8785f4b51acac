import { useProfileRefresh } from '@/hooks/settings';
import { LIVE_ROOTS, MY_PROVIDER_ROOT } from '@/hooks/shared/query-roots';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { useInvalidate } from '@/hooks/shared/use-invalidate';
import { useKeyedMutation } from '@/hooks/shared/use-keyed-mutation';
import type { KeyStore } from '@/services/api/idempotency';
import { uploadImage } from '@/services/api/uploads';
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

/**
 * The gallery's URLs: images picked on this device are uploaded (their bytes in the gallery's
 * image store), each URL reported as it lands (`onUploaded`) so a retry does not upload it twice.
 */
export async function uploadGallery(
  images: DraftImage[],
  onUploaded: (id: string, url: string) => void,
): Promise<string[]> {
  const urls: string[] = [];
  for (const image of images) {
    if (image.url) {
      urls.push(image.url);
      continue;
    }
    const blob = await galleryImages.get(image.id);
    if (!blob) continue;
    const { url } = await uploadImage(new File([blob], image.name, { type: blob.type }), 'provider_gallery');
    onUploaded(image.id, url);
    urls.push(url);
  }
  return urls;
}

type CreateInput = Omit<CreateProviderProfileBody, 'gallery'> & {
  gallery: DraftImage[];
  onUploaded: (id: string, url: string) => void;
};

/**
 * POST create/provider/profile, then the user becomes a provider (is_service_provider) and the
 * profile is refetched. `keys`: where the wizard keeps the call's idempotency key (its draft).
 */
export const useCreateProviderProfile = (keys?: KeyStore) => {
  const refresh = useProfileRefresh();
  const invalidate = useInvalidate(MY_PROVIDER_ROOT);
  return useKeyedMutation(
    async ({ gallery, onUploaded, ...body }: CreateInput, key) => {
      const urls = await uploadGallery(gallery, onUploaded);
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

type InfoInput = Omit<ProviderProfileInfo, 'gallery'> & {
  gallery?: DraftImage[];
  onUploaded?: (id: string, url: string) => void;
};

/** PUT update/provider/profile/info with the parts changed (new gallery images uploaded first). */
export const useUpdateProviderInfo = () => {
  const invalidate = useInvalidate(MY_PROVIDER_ROOT);
  return useGuardedMutation({
    mutationFn: async ({ gallery, onUploaded = () => undefined, ...body }: InfoInput) =>
      updateProviderProfileInfo(gallery ? { ...body, gallery: await uploadGallery(gallery, onUploaded) } : body),
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
