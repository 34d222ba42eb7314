import type { ComponentProps } from 'react';
import { Input } from '../input.tsx';

/**
 * A decimal number typed the Romanian way ('1,85'; '1.85' is accepted too): a text field with the decimal keypad,
 * never type=number, whose look and parsing follow the browser's language. The form reads it with parseDecimal.
 */
export function DecimalField(props: Omit<ComponentProps<typeof Input>, 'type' | 'inputMode'>) {
  return <Input type="text" inputMode="decimal" autoComplete="off" placeholder="1,85" {...props} />;
}
