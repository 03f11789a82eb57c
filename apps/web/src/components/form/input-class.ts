/**
 * The look of every text input, select and text area (the form kit in fields.tsx uses it too), in
 * a module of its own: a page that only styles an input with it does not download the form kit.
 */
export const inputClass =
  'block w-full rounded-xl border bg-white px-3.5 text-base text-stone-900 shadow-sm outline-none transition-colors placeholder:text-stone-400 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/25 disabled:bg-stone-50 disabled:text-stone-500';
