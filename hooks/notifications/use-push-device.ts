import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { forgetThisDevice, pushDeviceState, subscribeThisDevice } from '@/services/notifications/push-device';
import type { Role } from '@/services/shared/routes';
import { useAppState } from '@/store/shared/app-store';

/*
 * Push on this device (issue 35): loaded only by the parts a build with a VAPID key renders
 * (components/notifications/push-gate.tsx).
 */
const VAPID_PUBLIC_KEY = process.env.NEXT_PUBLIC_VAPID_PUBLIC_KEY ?? '';
const DEVICE_KEY = ['push-device'] as const;

export const usePushDevice = () =>
  useQuery(queryOptions({ queryKey: DEVICE_KEY, queryFn: pushDeviceState, staleTime: Infinity }));

/** Whatever happened (on, refused, failed), the device's state is read again: the screen says what is true. */
export const useTurnPushOn = (role: Role) => {
  const queryClient = useQueryClient();
  const language = useAppState((state) => state.language);
  return useGuardedMutation({
    mutationFn: () => subscribeThisDevice(VAPID_PUBLIC_KEY, language, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICE_KEY }),
  });
};

export const useTurnPushOff = () => {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => forgetThisDevice(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICE_KEY }),
  });
};
