import { SLOT } from '../texts';

/** A message with one value in bold (an email address): the message holds SLOT where the value goes. */
export function WithBold({ text, value }: { text: string; value: string }) {
  const [before, after] = text.split(SLOT);
  return (
    <>
      {before}
      <strong className="font-semibold text-stone-900 [overflow-wrap:anywhere]">{value}</strong>
      {after}
    </>
  );
}
