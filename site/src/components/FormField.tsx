import {
  useId,
  type ComponentType,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import styled, { css } from 'styled-components'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import { validationText } from '@site/i18n/validationMessages'

/** Props a control needs so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FormFieldProps {
  label: ReactNode
  /** The validation message; shown under the control with role="alert". */
  error?: string
  hint?: ReactNode
  /** Marks the label as optional ("(optional)"). */
  optional?: boolean
  id?: string
  children: (control: FieldControlProps) => ReactNode
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 18px;
`

const Label = styled.label`
  font-weight: 600;
  color: ${theme.colors.ink};
`

const Optional = styled.span`
  font-weight: 400;
  color: ${theme.colors.inkMuted};
`

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.inkMuted};
`

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${theme.colors.danger};
`

/** Renders label, control, hint and error the same way everywhere. */
export function FormField({ label, error, hint, optional, id, children }: FormFieldProps) {
  const generated = useId()
  const controlId = id ?? `field-${generated}`
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <Field>
      <Label htmlFor={controlId}>
        {label}
        {optional && <Optional> {i18n._('(optional)')}</Optional>}
      </Label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {/* The shared validation texts (site/src/i18n/validationMessages.ts); the server's come translated. */}
          {validationText(error)}
        </ErrorText>
      )}
    </Field>
  )
}

const controlStyles = css`
  width: 100%;
  padding: 11px 14px;
  font: inherit;
  color: ${theme.colors.ink};
  background: ${theme.colors.surface};
  border: 1.5px solid ${theme.colors.controlBorder};
  border-radius: ${theme.radius.sm};
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease;
  &:hover {
    border-color: ${theme.colors.brand};
  }
  &:focus-visible {
    outline: none;
    border-color: ${theme.colors.focus};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.colors.focus} 35%, transparent);
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &:disabled {
    background: ${theme.colors.controlDisabled};
    cursor: not-allowed;
  }
`

export const TextInput = styled.input`
  ${controlStyles}
`
export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 130px;
  resize: vertical;
`
export const Select = styled.select`
  ${controlStyles}
`

/** What a labelled control takes besides its own attributes: FormField's props. */
type FieldProps = Omit<FormFieldProps, 'children'>

/** A labelled control's props: FormField's, and the control's own attributes with its `ref`. */
type LabelledProps<Element, Attributes> = FieldProps & Attributes & { ref?: Ref<Element> }

/**
 * One labelled control: label, hint, error and optional go to FormField, the rest (with `ref`)
 * to `Control`, together with the ids that tie it to its label, hint and error.
 */
function labelledControl<Element, Attributes>(
  Control: ComponentType<Omit<LabelledProps<Element, Attributes>, keyof FieldProps> & FieldControlProps>,
) {
  return function LabelledControl({ label, error, hint, optional, id, ...control }: LabelledProps<Element, Attributes>) {
    return (
      <FormField label={label} error={error} hint={hint} optional={optional} id={id}>
        {(described) => <Control {...control} {...described} />}
      </FormField>
    )
  }
}

/** Label + input + error in one: `<TextField label="Name" error={...} {...register('name')} />`. */
export const TextField = labelledControl<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(TextInput)

export const TextAreaField = labelledControl<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(TextArea)

/** Its options are its children, as in a `<select>`. */
export const SelectField = labelledControl<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(Select)

const CheckboxRow = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin-bottom: 18px;
  font-weight: 600;
  color: ${theme.colors.ink};
  cursor: pointer;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 1px 0 0;
    accent-color: ${theme.colors.brand};
  }
`

/** A checkbox with its label beside it: `<CheckboxField label="..." {...register('flag')} />`. */
export function CheckboxField({
  label,
  ref,
  ...input
}: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <CheckboxRow>
      <input ref={ref} type="checkbox" {...input} />
      <span>{label}</span>
    </CheckboxRow>
  )
}
