import { T } from '../texts';

/** "or", between the password form and the Google button. */
export function OrDivider() {
  return (
    <div
      className="my-5 flex items-center gap-3 text-xs font-semibold uppercase tracking-wider text-stone-500"
      aria-hidden
    >
      <span className="h-px flex-1 bg-stone-200" />
      {T.controls.or}
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}
