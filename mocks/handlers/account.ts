/** The signed-in person's own account: user update, phone, OTP, addresses, closing (docs/api/accounts.md). */
export const accountHandlers = [];
