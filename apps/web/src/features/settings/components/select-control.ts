import type { ControlProps } from '../../../lib/forms/use-form.ts';

/** Adapts a text control to a Select that never clears (allowDeselect off): null becomes ''. */
export function selectControl(control: ControlProps<string>) {
  return { ...control, onChange: (value: string | null) => control.onChange(value ?? '') };
}
