// The number boxes a product and each of its sizes share: a price in rupees (paise allowed) and a
// stock count, neither below zero. They take what a TextField takes (label, error, register() or
// value and onChange) and fix the box's kind.
import type { ComponentProps } from 'react';
import { TextField } from '../../../components/form-field';

type NumberFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'min' | 'step'>;

/** Rupees, to the paisa. */
export function PriceField(props: NumberFieldProps) {
  return <TextField type="number" inputMode="decimal" min={0} step="0.01" {...props} />;
}

/** Whole pieces in stock. */
export function StockField(props: NumberFieldProps) {
  return <TextField type="number" inputMode="numeric" min={0} step="1" {...props} />;
}
