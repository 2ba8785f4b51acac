/** The reading slice: articles, help topics, testimonials, contact messages. */
export type ContentSlice = Record<string, never>;

export function seedContent(): ContentSlice {
  return {};
}
