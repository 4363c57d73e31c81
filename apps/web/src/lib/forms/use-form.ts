import type { FieldError } from '@cohort/shared';
import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';
import { visibleError } from './validators.ts';

/** A form's values: text fields are strings; switches, numbers and pickers may hold other values. */
export type FormValues = Record<string, unknown>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V, string | null | undefined>>;

/** The names of the fields whose value is a string (the ones `field()` binds to a text input). */
export type TextFieldName<V extends FormValues> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface UseFormOptions<V extends FormValues> {
  initialValues: V;
  /** Messages of the invalid fields; a field without one is valid. */
  validate: (values: V) => FormErrors<V>;
}

export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** The props of a control that hands over its value (a select, a number, a colour): value, onChange, error. */
export interface ControlProps<T> {
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  error: string | undefined;
}

function hasErrors<V extends FormValues>(errors: FormErrors<V>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}

/** A server field name without the argument it came in (`input.seo.seoTitle` is `seo.seoTitle`). */
function withoutArgumentPrefix(name: string): string {
  return name.replace(/^input\./, '');
}

/**
 * A small controlled form: client validation on every change, errors shown once a field is touched (spec 01 §5),
 * and server field errors shown on their field until it changes.
 */
export function useForm<V extends FormValues>({ initialValues, validate }: UseFormOptions<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FormErrors<V>>({});

  const clientErrors = validate(values);
  const errors: FormErrors<V> = { ...clientErrors };
  for (const key of Object.keys(serverErrors) as (keyof V)[]) {
    if (!errors[key] && serverErrors[key]) errors[key] = serverErrors[key];
  }

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => (current[name] ? { ...current, [name]: null } : current));
  }, []);

  const touch = (name: keyof V) => setTouched((current) => (current[name] ? current : { ...current, [name]: true }));

  const field = (name: TextFieldName<V>): FieldProps => ({
    name,
    value: (values[name] as string | undefined) ?? '',
    onChange: (event) => setValue(name, event.currentTarget.value as V[typeof name]),
    onBlur: () => touch(name),
    error: visibleError(touched[name], errors[name]),
  });

  /** Binds a control that hands over its value; it counts as touched once changed or left. */
  const control = <K extends keyof V & string>(name: K): ControlProps<V[K]> => ({
    value: values[name],
    onChange: (value) => {
      setValue(name, value);
      touch(name);
    },
    onBlur: () => touch(name),
    error: visibleError(touched[name], errors[name]),
  });

  const touchAll = () =>
    setTouched(Object.fromEntries(Object.keys(initialValues).map((key) => [key, true])) as Record<keyof V, boolean>);

  /** Touches every field; calls `onValid` only when the client validation passes. */
  const handleSubmit = (onValid: (values: V) => void | Promise<void>) => (event?: FormEvent) => {
    event?.preventDefault();
    touchAll();
    if (hasErrors(validate(values))) return;
    void onValid(values);
  };

  /** Shows the server's field messages (a ValidationError); `fieldNames` maps the server's names to the form's. */
  const setFieldErrors = (fields: FieldError[], fieldNames: Partial<Record<string, keyof V>> = {}): boolean => {
    const next: FormErrors<V> = {};
    let shown = false;
    for (const { field: serverName, message } of fields) {
      const name = withoutArgumentPrefix(serverName);
      const key = (fieldNames[serverName] ?? fieldNames[name] ?? name) as keyof V;
      if (key in initialValues) {
        next[key] = message;
        shown = true;
      }
    }
    setServerErrors(next);
    if (shown) touchAll();
    return shown;
  };

  const reset = (next: V = initialValues) => {
    setValues(next);
    setTouched({});
    setServerErrors({});
  };

  return { values, errors, field, control, setValue, handleSubmit, setFieldErrors, reset };
}
