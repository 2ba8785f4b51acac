/**
 * Each dialog's draft id (store/shared/dialog-draft.ts): the dialog and what it is about. Its own module, so
 * a screen that only names a dialog's draft does not carry the draft store in its first load: that
 * loads with the dialog.
 */
export const dialogDraftId = {
  rateProvider: (requestId: number) => `rate-provider:${requestId}`,
  rateClient: (requestId: number) => `rate-client:${requestId}`,
  report: (userId: number, requestId: number | null) => `report:${userId}:${requestId ?? ''}`,
  reason: (purpose: string, id: number) => `reason:${purpose}:${id}`,
  editOffer: (offerId: number) => `edit-offer:${offerId}`,
  topUp: () => 'top-up',
  spendCap: () => 'spend-cap',
  editProfile: () => 'edit-profile',
  notificationSettings: () => 'notification-settings',
};
