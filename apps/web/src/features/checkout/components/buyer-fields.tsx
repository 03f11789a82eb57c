import type { TBuyerInput } from '../lib/buyer';
import { Field } from '@/components/form/fields';
import { T } from '../texts';

const EXAMPLE_PHONE = '0712 345 678';

/**
 * The buyer's name, email and phone, as checkout and a free reservation ask them: each field's
 * value, its problem under it, and `onChange` with the field and what was typed.
 */
export function BuyerFields({
  values,
  errors,
  onChange,
  disabled,
  nameMaxLength,
  phone,
}: {
  values: TBuyerInput;
  errors: Partial<Record<keyof TBuyerInput, string>>;
  onChange: (field: keyof TBuyerInput, value: string) => void;
  disabled?: boolean;
  nameMaxLength?: number;
  /** The phone's label and hint (required or optional); `example` shows a number in the empty field. */
  phone: { label: string; hint: string; example?: boolean };
}) {
  const field = (name: keyof TBuyerInput) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
    error: errors[name],
    disabled,
  });
  return (
    <>
      <Field label={T.fullName} autoComplete="name" maxLength={nameMaxLength} {...field('name')} />
      <Field label={T.email} type="email" inputMode="email" autoComplete="email" {...field('email')} />
      <Field
        label={phone.label}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={phone.example ? EXAMPLE_PHONE : undefined}
        hint={phone.hint}
        {...field('phone')}
      />
    </>
  );
}
