import type { Scenario } from '../state';

/** Content scenarios: an empty testimonials wall, no articles. */
export const contentScenarios: Record<string, Scenario> = {
  'no-testimonials': (state) => {
    state.content.testimonials = [];
  },
  'no-articles': (state) => {
    state.content.articles = [];
  },
};
