/** Catalogue, questions, requests, jobs, offers, balance, ratings, reports, notifications (docs/api/marketplace.md). */
export const marketHandlers = [];
