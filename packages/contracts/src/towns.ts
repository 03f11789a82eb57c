/** The 14 Kenyan towns the location filter offers, with real centre coordinates. */
export const LOCATIONS = [
  { id: 'nairobi', name: 'Nairobi', latitude: -1.2864, longitude: 36.8172 },
  { id: 'mombasa', name: 'Mombasa', latitude: -4.0435, longitude: 39.6682 },
  { id: 'kisumu', name: 'Kisumu', latitude: -0.0917, longitude: 34.768 },
  { id: 'nakuru', name: 'Nakuru', latitude: -0.3031, longitude: 36.08 },
  { id: 'eldoret', name: 'Eldoret', latitude: 0.5143, longitude: 35.2698 },
  { id: 'thika', name: 'Thika', latitude: -1.0333, longitude: 37.0693 },
  { id: 'nyeri', name: 'Nyeri', latitude: -0.4201, longitude: 36.9476 },
  { id: 'machakos', name: 'Machakos', latitude: -1.5177, longitude: 37.2634 },
  { id: 'malindi', name: 'Malindi', latitude: -3.2192, longitude: 40.1169 },
  { id: 'kitale', name: 'Kitale', latitude: 1.0157, longitude: 35.0062 },
  { id: 'kericho', name: 'Kericho', latitude: -0.3689, longitude: 35.2863 },
  { id: 'garissa', name: 'Garissa', latitude: -0.4532, longitude: 39.6461 },
  { id: 'kakamega', name: 'Kakamega', latitude: 0.2827, longitude: 34.7519 },
  { id: 'lamu', name: 'Lamu', latitude: -2.2717, longitude: 40.902 },
] as const;
export type TLocationId = (typeof LOCATIONS)[number]['id'];
export const LOCATION_IDS = LOCATIONS.map((l) => l.id) as unknown as readonly [TLocationId, ...TLocationId[]];

/** A town's id from its id or name in any case ('Mombasa', 'mombasa'), or null when it is not one of the 14. */
export function townId(value: string): TLocationId | null {
  const v = value.trim().toLowerCase();
  return LOCATIONS.find((l) => l.id === v || l.name.toLowerCase() === v)?.id ?? null;
}

/** A town's name from its id or name ('nairobi' → 'Nairobi'); anything else as it is. */
export function townName(value: string): string {
  const id = townId(value);
  return LOCATIONS.find((l) => l.id === id)?.name ?? value;
}
