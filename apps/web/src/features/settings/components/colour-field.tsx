import { ColorInput } from '@mantine/core';
import type { ReactNode } from 'react';

/** A colour of the brand or of a page layout, typed or picked, as '#rrggbb'. */
export function ColourField({
  label,
  value,
  onChange,
  error,
  testId,
  description,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  testId: string;
  description?: ReactNode;
}) {
  return (
    <ColorInput
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      error={error ?? undefined}
      format="hex"
      withEyeDropper={false}
      dir="ltr"
      data-testid={testId}
    />
  );
}
