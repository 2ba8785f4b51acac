import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AddressBody }) => (id === undefined ? createAddress(body) : updateAddress(id, body)),
    onSuccess: invalidate,
    meta: { handlesError: true },
  });
};

export const useDeleteAddress = () => {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: deleteAddress, onSuccess: invalidate, meta: { handlesError: true } });
};
