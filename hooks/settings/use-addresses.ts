import { queryOptions, useQuery } from '@tanstack/react-query';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { useInvalidate } from '@/hooks/shared/use-invalidate';
import { useKeyedMutation } from '@/hooks/shared/use-keyed-mutation';
import {
  createAddress,
  deleteAddress,
  getAddresses,
  updateAddress,
  type AddressBody,
} from '@/services/settings/account';

/** The signed-in person's saved addresses; every address mutation invalidates `addressKeys.all`. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
};

export const addressesQueryOptions = () => queryOptions({ queryKey: addressKeys.list(), queryFn: getAddresses });

export const useAddresses = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...addressesQueryOptions(), enabled });

/** Saves a new address (no id) or updates one; the form shows the error itself. */
export const useSaveAddress = () => {
  const invalidate = useInvalidate(addressKeys.all);
  return useKeyedMutation(
    async ({ id, body }: { id?: number; body: AddressBody }, key) => {
      // Neither answer is read beyond success: the address book is read again.
      if (id === undefined) await createAddress(body, key);
      else await updateAddress(id, body);
    },
    {
      onSuccess: invalidate,
    },
  );
};

export const useDeleteAddress = () => {
  const invalidate = useInvalidate(addressKeys.all);
  return useGuardedMutation({ mutationFn: deleteAddress, onSuccess: invalidate });
};
