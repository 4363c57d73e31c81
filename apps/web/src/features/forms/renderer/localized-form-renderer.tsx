import { FormRenderer, type FormRendererProps } from './form-renderer.tsx';
import { formDirection } from './form-language.ts';

const ignoreChange = () => undefined;

/**
 * The form renderer in a block of the form's language and writing direction (an Arabic sheet reads right to left in
 * an English interface). Without `onChange` the answers are only read (pass `readOnly`).
 */
export function LocalizedFormRenderer({
  onChange = ignoreChange,
  ...props
}: Omit<FormRendererProps, 'onChange'> & { onChange?: FormRendererProps['onChange'] }) {
  return (
    <div lang={props.language} dir={formDirection(props.language)}>
      <FormRenderer onChange={onChange} {...props} />
    </div>
  );
}
