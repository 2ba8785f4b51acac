import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useKeyedMutation } from './use-keyed-mutation';
import { useGuardedMutation } from './use-guarded-mutation';
import { createAddress, deleteAddress, getAddresses, updateAddress, type AddressBody } from '@/services/account';

/** The signed-in person's saved addresses; every address mutation invalidates `addressKeys.all`. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
};

export const addressesQueryOptions = () => queryOptions({ queryKey: addressKeys.list(), queryFn: getAddresses });

export const useAddresses = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...addressesQueryOptions(), enabled });

function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
}

/** Saves a new address (no id) or updates one; the form shows the error itself. */
export const useSaveAddress = () => {
  const invalidate = useInvalidateAddresses();
  return useKeyedMutation(({ id, body }: { id?: number; body: AddressBody }, key) => (id === undefined ? createAddress(body, key) : updateAddress(id, body)), {
    onSuccess: invalidate,
    meta: { handlesError: true },
  });
};

export const useDeleteAddress = () => {
  const invalidate = useInvalidateAddresses();
  return useGuardedMutation({ mutationFn: deleteAddress, onSuccess: invalidate, meta: { handlesError: true } });
};
