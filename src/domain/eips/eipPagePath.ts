/** The EIP's own page: its text, its stages, and every call that discussed it. */
export function eipPagePath(id: number): string {
  return `/eips/${id}`;
}
