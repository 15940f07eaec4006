import {
  createContext,
  startTransition,
  useActionState,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
} from 'react'
import { addEnglish } from '../../i18n/index'
import { form as formEnglish } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { Button } from './button'
import { controlStyles } from './controls.styles'
import { formStyles } from './form.styles'
import { TextField } from './text-field'
import { useStyles } from './use-styles'
import type { ButtonProps } from './button'
import type { FormFailure, FormValues } from './form-errors'
import type { TextFieldProps } from './text-field'
import type { FormEvent, ReactNode } from 'react'

// The kit's own words come with the pieces that show them: a screen carries those of its pieces only.
addEnglish(formEnglish)

/** Where a form is after its last submit. */
export interface FormState {
  status: 'idle' | 'failed' | 'done'
  fieldErrors: Partial<Record<string, string>>
  error: string | null
  /** Bumped by every submit, so the first invalid field gets focus again. */
  attempt: number
}

const IDLE: FormState = { status: 'idle', fieldErrors: {}, error: null, attempt: 0 }

interface FormContextValue {
  id: string
  pending: boolean
  state: FormState
}

const FormContext = createContext<FormContextValue | null>(null)

const useForm = (): FormContextValue => {
  const form = useContext(FormContext)
  if (!form) throw new Error('Form fields need a <Form> around them')
  return form
}

/** Props of {@link Form}. */
export interface FormProps {
  /** Runs with the values on submit: resolves `null` when it worked, or the errors to show. */
  action: (values: FormValues) => Promise<FormFailure | null>
  /** Light checks before the action runs (required, formats): errors by field, empty when fine. */
  validate?: (values: FormValues) => Partial<Record<string, string>>
  /** Names the form (an `id` of its heading). */
  labelledBy?: string
  children: ReactNode
  className?: string
}

/**
 * A form bound to an async action (React 19 `useActionState`): a pending state for its submit
 * button, field errors under their fields and in a summary, focus to the first invalid field. The
 * fields are not reset after a submit, so a failure never loses what was typed.
 */
export function Form({ action, validate, labelledBy, children, className }: FormProps) {
  const id = useId()
  const ref = useRef<HTMLFormElement>(null)
  const [state, dispatch, pending] = useActionState(
    async (previous: FormState, values: FormValues): Promise<FormState> => {
      const attempt = previous.attempt + 1
      const invalid = validate?.(values) ?? {}
      if (Object.values(invalid).some(Boolean))
        return { status: 'failed', fieldErrors: invalid, error: null, attempt }
      const failure = await action(values)
      if (!failure) return { ...IDLE, status: 'done', attempt }
      return {
        status: 'failed',
        fieldErrors: failure.fieldErrors ?? {},
        error: failure.error ?? null,
        attempt,
      }
    },
    IDLE,
  )

  useLayoutEffect(() => {
    if (state.status !== 'failed') return
    const first = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    first?.focus()
  }, [state])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values: FormValues = {}
    new FormData(event.currentTarget).forEach((value, name) => {
      if (typeof value === 'string') values[name] = value
    })
    startTransition(() => dispatch(values))
  }

  return (
    <FormContext.Provider value={{ id, pending, state }}>
      <form
        ref={ref}
        className={className}
        onSubmit={submit}
        noValidate
        aria-labelledby={labelledBy}
        aria-busy={pending || undefined}
        part="form"
      >
        {children}
      </form>
    </FormContext.Provider>
  )
}

/** Props of {@link FormField}: a {@link TextField} whose error comes from the form. */
export interface FormFieldProps extends Omit<TextFieldProps, 'name' | 'error'> {
  name: string
}

/**
 * A field of a {@link Form}: the id the error summary moves the focus to, its error from the last
 * submit, and whether the form is sending (for a control other than a text input, a text area or
 * a file).
 */
export function useFormField(name: string) {
  const { id, pending, state } = useForm()
  return { id: `${id}-${name}`, error: state.fieldErrors[name] ?? null, pending }
}

/** A text field of a {@link Form}: its error from the last submit, read-only while pending. */
export function FormField({ name, readOnly, ...rest }: FormFieldProps) {
  const { id, error, pending } = useFormField(name)
  return <TextField {...rest} id={id} name={name} readOnly={readOnly || pending} error={error} />
}

/** The form's submit button: spins and is disabled while the action runs. */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'loading'>) {
  const { pending } = useForm()
  return <Button {...props} type="submit" loading={pending} />
}

/**
 * After a failed submit: how many fields need attention with a button per field that moves focus
 * there, and the form-wide error. Announced (`role="alert"`).
 */
export function ErrorSummary({ labels }: { labels: Partial<Record<string, string>> }) {
  const controls = useStyles(controlStyles)
  const styles = useStyles(formStyles)
  const t = useT()
  const { id, state } = useForm()
  const fields = Object.keys(state.fieldErrors).filter((name) => state.fieldErrors[name])
  if (state.status !== 'failed' || (fields.length === 0 && !state.error)) return null
  return (
    <div className={controls.alert} role="alert" part="error-summary">
      {state.error ? <p className={styles.summaryText}>{state.error}</p> : null}
      {fields.length > 0 ? (
        <>
          <p className={styles.summaryText}>{t('ui.form.summary', { count: fields.length })}</p>
          <ul className={styles.summaryList}>
            {fields.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={styles.summaryLink}
                  onClick={(event) => {
                    const root = event.currentTarget.getRootNode() as Document | ShadowRoot
                    root.getElementById(`${id}-${name}`)?.focus()
                  }}
                >
                  {labels[name] ?? name}: {state.fieldErrors[name]}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
