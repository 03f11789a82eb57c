/** The numeric event id of a host route's address, or null when it is not one (shown as not found). */
export function eventIdParam(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
