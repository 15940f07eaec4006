import { useState } from 'react'
import { addEnglish } from '../../../../i18n/index'
import { ssoPageForms } from '../../../../i18n/messages/en'
import { useT } from '../../../i18n/index'
import {
  ErrorSummary,
  FormField,
  InlineAlert,
  Select,
  useFormField,
  useStyles,
} from '../../../ui/index'
import { textFieldStyles } from '../../../ui/text-field.styles'
import { ssoStyles } from './sso-page.styles'
import type { FormValues } from '../../../ui/index'

addEnglish(ssoPageForms)

/** Where the IdP's settings come from. */
export type SamlSource = 'url' | 'xml' | 'file' | 'manual'

/** The fields of the SAML settings form, for the server's field errors. */
export const SAML_FIELDS = ['url', 'metadata', 'file', 'domain', 'ssoEndpoint', 'publicCertificate']

/** The largest metadata file read (the server takes 512 KiB of XML). */
const MAX_FILE_BYTES = 512 * 1024

type Translate = ReturnType<typeof useT>

/**
 * The checks of a SAML connection's settings before they are sent (adding and editing): an
 * address, XML or a file, or by hand an https SSO URL and, when asked for, the email domain
 * (spec §5: without a domain nothing is sent).
 */
export const samlSourceErrors = (
  t: Translate,
  source: SamlSource,
  values: FormValues,
  askDomain: boolean,
) => {
  const errors: Partial<Record<string, string>> = {}
  if (source === 'url' && !URL.canParse((values.url ?? '').trim()))
    errors.url = t('ssoPage.add.urlInvalid')
  if (source === 'xml' && (values.metadata ?? '').trim() === '')
    errors.metadata = t('ssoPage.add.xmlRequired')
  if (source === 'file' && (values.file ?? '') === '') errors.file = t('ssoPage.add.fileRequired')
  if (source === 'manual') {
    if (askDomain && (values.domain ?? '').trim() === '')
      errors.domain = t('ssoPage.add.domainFirst')
    if (!URL.canParse((values.ssoEndpoint ?? '').trim()))
      errors.ssoEndpoint = t('ssoPage.add.endpointInvalid')
  }
  return errors
}

/** The error summary of the SAML settings form. */
export function SamlSourceSummary() {
  const t = useT()
  return (
    <ErrorSummary
      labels={{
        url: t('ssoPage.add.url'),
        metadata: t('ssoPage.add.xml'),
        file: t('ssoPage.add.file'),
        domain: t('ssoPage.add.domain'),
        ssoEndpoint: t('ssoPage.add.endpoint'),
        publicCertificate: t('ssoPage.add.certificate'),
      }}
    />
  )
}

/** Props of {@link SamlSourceFields}. */
export interface SamlSourceFieldsProps {
  source: SamlSource
  onSource: (source: SamlSource) => void
  /** What was typed by hand before, or the connection's settings being edited. */
  draft: Record<string, string>
  /** Whether the email domain is asked for by hand (a connection without one). */
  askDomain: boolean
}

/** Where the settings come from, and the fields of that source. */
export function SamlSourceFields(props: SamlSourceFieldsProps) {
  const t = useT()
  return (
    <>
      <Select
        label={t('ssoPage.add.source')}
        value={props.source}
        onChange={props.onSource}
        options={[
          { value: 'url', label: t('ssoPage.add.source.url') },
          { value: 'xml', label: t('ssoPage.add.source.xml') },
          { value: 'file', label: t('ssoPage.add.source.file') },
          { value: 'manual', label: t('ssoPage.add.source.manual') },
        ]}
      />
      <SourceFields {...props} />
    </>
  )
}

function SourceFields({ source, draft, askDomain }: SamlSourceFieldsProps) {
  const styles = useStyles(ssoStyles)
  const t = useT()
  const fileField = useFormField('file')
  const [file, setFile] = useState<{ name: string; text: string } | null>(null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)

  const read = (chosen: File | undefined) => {
    setFileProblem(null)
    setFile(null)
    if (!chosen) return
    if (chosen.size > MAX_FILE_BYTES) {
      setFileProblem(t('ssoPage.add.fileTooLarge'))
      return
    }
    chosen
      .text()
      .then((text) => setFile({ name: chosen.name, text }))
      .catch(() => setFileProblem(t('ssoPage.add.fileUnreadable')))
  }

  if (source === 'url')
    return (
      <>
        <FormField
          name="url"
          label={t('ssoPage.add.url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://idp.example.com/metadata"
          dir="ltr"
          data-autofocus=""
        />
        <p className={styles.hint}>{t('ssoPage.add.urlHint')}</p>
      </>
    )
  if (source === 'xml') return <SourceTextArea name="metadata" label={t('ssoPage.add.xml')} />
  if (source === 'file')
    return (
      <>
        <label className={styles.label} htmlFor={fileField.id}>
          {t('ssoPage.add.file')}
          <input
            id={fileField.id}
            type="file"
            accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
            onChange={(event) => read(event.currentTarget.files?.[0])}
            aria-invalid={fileField.error ? true : undefined}
            aria-describedby={fileField.error ? `${fileField.id}-error` : undefined}
          />
        </label>
        <FieldError id={fileField.id} error={fileField.error} />
        <input type="hidden" name="file" value={file?.text ?? ''} />
        {file ? (
          <p className={styles.hint}>{t('ssoPage.add.fileRead', { name: file.name })}</p>
        ) : null}
        {fileProblem ? <InlineAlert>{fileProblem}</InlineAlert> : null}
      </>
    )
  return (
    <>
      {askDomain ? (
        <>
          <FormField
            name="domain"
            label={t('ssoPage.add.domain')}
            defaultValue={draft.domain ?? ''}
            placeholder="example.com"
            autoComplete="off"
            dir="ltr"
          />
          <p className={styles.hint}>{t('ssoPage.add.domainHint')}</p>
        </>
      ) : null}
      <FormField
        name="ssoEndpoint"
        label={t('ssoPage.add.endpoint')}
        defaultValue={draft.ssoEndpoint ?? ''}
        type="url"
        autoComplete="off"
        dir="ltr"
      />
      <SourceTextArea
        name="publicCertificate"
        label={t('ssoPage.add.certificate')}
        defaultValue={draft.publicCertificate ?? ''}
        placeholder="-----BEGIN CERTIFICATE-----"
      />
      <label className={styles.check}>
        <input type="checkbox" name="signRequest" defaultChecked={draft.signRequest === 'on'} />
        {t('ssoPage.add.signRequest')}
      </label>
    </>
  )
}

/** A field's error under it, tied to the field by `${id}-error` (as a text field's). */
function FieldError({ id, error }: { id: string; error: string | null }) {
  const styles = useStyles(textFieldStyles)
  return error ? (
    <p id={`${id}-error`} className={styles.fieldError} role="alert">
      {error}
    </p>
  ) : null
}

/**
 * A text area of the form (metadata XML, a PEM certificate): the id the error summary focuses, its
 * error under it and read with it.
 */
function SourceTextArea(props: {
  name: string
  label: string
  defaultValue?: string
  placeholder?: string
}) {
  const styles = useStyles(ssoStyles)
  const { id, error, pending } = useFormField(props.name)
  return (
    <div className={styles.label}>
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        name={props.name}
        defaultValue={props.defaultValue}
        placeholder={props.placeholder}
        className={styles.textarea}
        readOnly={pending}
        spellCheck={false}
        dir="ltr"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={id} error={error} />
    </div>
  )
}
