/** Articles, help center, testimonials, contact us (docs/api/marketplace.md). */
export const contentHandlers = [];
