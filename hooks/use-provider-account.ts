import { queryOptions, useQuery } from '@tanstack/react-query';
import { updateUser } from '@/services/account';
import type { KeyStore } from '@/services/idempotency';
import {
  createProviderProfile,
  getTopUp,
  pauseOffers,
  resumeOffers,
  startTopUp,
  updateProviderProfileInfo,
  updateServicesLocation,
  type CreateProviderProfileBody,
  type ProviderProfileInfo,
  type ServicesLocation,
} from '@/services/provider';
import { uploadImage } from '@/services/uploads';
import { galleryImages } from '@/store/draft-images';
import type { DraftImage } from '@/store/request-draft';
import { MY_PROVIDER_ROOT } from './query-roots';
import { useProfileRefresh } from './use-account';
import { useGuardedMutation } from './use-guarded-mutation';
import { useInvalidate } from './use-invalidate';
import { useKeyedMutation } from './use-keyed-mutation';
import { myProviderKeys } from './use-provider-profile';

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

export const useResumeOffers = () => {
  const invalidate = useInvalidate(MY_PROVIDER_ROOT);
  return useGuardedMutation({ mutationFn: () => resumeOffers(), onSuccess: () => invalidate() });
};

/** Starts a top-up; the screen then sends the browser to the checkout URL. The form keeps the key (`keys`). */
export const useStartTopUp = (keys?: KeyStore) =>
  useKeyedMutation(
    ({ amount, returnUrl }: { amount: number; returnUrl: string }, key) => startTopUp(amount, returnUrl, key),
    {},
    keys,
  );

export const topUpQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: [...myProviderKeys.balance(), 'top-up', paymentId] as const,
    queryFn: () => getTopUp(paymentId),
  });

/** A top-up's outcome once the gateway sent the browser back (`?payment=<id>`). */
export const useTopUp = (paymentId: string | null) =>
  useQuery({ ...topUpQueryOptions(paymentId ?? ''), enabled: paymentId !== null });
