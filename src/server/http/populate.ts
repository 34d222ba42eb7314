/** Whether a request's populate parameter names a top-level relation (or '*'). */
export function wantsPopulate(populate: unknown, relation: string): boolean {
  if (populate === undefined || populate === null) return false;
  if (typeof populate === 'string') {
    return populate.split(',').some((p) => {
      const head = p.trim().split('.')[0];
      return head === '*' || head === relation;
    });
  }
  if (Array.isArray(populate)) return populate.some((p) => wantsPopulate(p, relation));
  if (typeof populate === 'object') {
    const entries = Object.entries(populate as Record<string, unknown>);
    if (entries.length && entries.every(([k]) => /^\d+$/.test(k)))
      return entries.some(([, v]) => wantsPopulate(v, relation));
    if (Object.hasOwn(populate, '*')) return true;
    const value = (populate as Record<string, unknown>)[relation];
    return Object.hasOwn(populate, relation) && value !== 'false' && value !== false;
  }
  return false;
}
