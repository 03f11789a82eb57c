/**
 * The product's zone: the catalogue is Kenyan. Kept in a module of its own with no imports, so
 * that date rules (and the listing query built on them) load without the schema library.
 */
export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';
