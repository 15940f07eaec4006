import { useSetAtom, useStore } from 'jotai'
import { useState } from 'react'
import { permissionsBeyond } from '../../../../api/roles'
import { createRoleMutation, updateRoleMutation } from '../../../../atoms/roles'
import { useT } from '../../../i18n/index'
import {
  Button,
  Dialog,
  ErrorSummary,
  Form,
  formFailure,
  FormField,
  InlineAlert,
  refusalText,
  SubmitButton,
  Switch,
  useStyles,
} from '../../../ui/index'
import { PermissionPicker } from './permission-picker'
import { rolesStyles } from './roles.styles'
import type { Role } from '../../../../api/index'
import type { RolePermission } from '../../../../api/roles'
import type { FormFailure, FormValues } from '../../../ui/index'

/** Props of {@link RoleDialog}. */
export interface RoleDialogProps {
  /** The role to edit, `'new'` to create one, `null` closed. */
  role: Role | 'new' | null
  catalogue: RolePermission[]
  held: ReadonlySet<string>
  onClose: () => void
  onSaved: (role: Role) => void
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/

/** The key a name suggests: its letters and digits, words joined by `-`. */
const keyOf = (name: string) =>
  name
    .trim()
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100)

/**
 * Create or edit a role: name, key (new roles), description, default for new members, and its
 * permissions by category. A role holding permissions the admin lacks says so before any request
 * and cannot be saved; the server refuses such an edit anyway, and the list rolls back.
 */
export function RoleDialog({ role, catalogue, held, onClose, onSaved }: RoleDialogProps) {
  const t = useT()
  const styles = useStyles(rolesStyles)
  const store = useStore()
  const create = useSetAtom(createRoleMutation.runAtom)
  const update = useSetAtom(updateRoleMutation.runAtom)
  const editing = role !== null && role !== 'new' ? role : null
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(editing?.permissions))
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false)
  const beyond = editing ? permissionsBeyond(editing.permissions, catalogue, held) : []

  const validate = (values: FormValues) => {
    const errors: Partial<Record<string, string>> = {}
    if ((values.name ?? '').trim() === '') errors.name = t('roles.nameRequired')
    const key = editing ? editing.key : (values.key ?? '').trim() || keyOf(values.name ?? '')
    if (!KEY_PATTERN.test(key)) errors.key = t('roles.keyInvalid')
    return errors
  }

  const action = async (values: FormValues): Promise<FormFailure | null> => {
    const input = {
      key: editing ? editing.key : (values.key ?? '').trim() || keyOf(values.name ?? ''),
      name: (values.name ?? '').trim(),
      description: (values.description ?? '').trim(),
      isDefault,
      permissionIds: [...selected],
    }
    const saved = editing ? await update({ role: editing, input }) : await create(input)
    if (saved) {
      onSaved(saved)
      return null
    }
    const mutation = editing ? updateRoleMutation : createRoleMutation
    const error = store.get(mutation.stateAtom).error
    if (!error) return { error: t('roles.saveFailed') }
    const refused = refusalText(error, t)
    if (refused) return { error: refused }
    if (error.status === 403) return { error: t('roles.refused') }
    if (error.status === 409) return { fieldErrors: { key: t('roles.keyTaken') } }
    return formFailure(error, ['name', 'key', 'description'], {
      offline: t('roles.offline'),
      failed: t('roles.saveFailed'),
    })
  }

  return (
    <Dialog
      open={role !== null}
      title={editing ? t('roles.editTitle', { name: editing.name }) : t('roles.newTitle')}
      onClose={onClose}
    >
      <Form action={action} validate={validate} className={styles.form}>
        {beyond.length > 0 ? (
          <InlineAlert>
            {t('roles.beyond', { keys: beyond.map((permission) => permission.key).join(', ') })}
          </InlineAlert>
        ) : null}
        <ErrorSummary labels={{ name: t('roles.name'), key: t('roles.key') }} />
        <FormField
          name="name"
          label={t('roles.name')}
          defaultValue={editing?.name ?? ''}
          maxLength={100}
          autoComplete="off"
          required
          data-autofocus=""
        />
        {editing ? null : (
          <FormField
            name="key"
            label={t('roles.key')}
            placeholder={t('roles.keyHint')}
            maxLength={100}
            autoComplete="off"
          />
        )}
        <FormField
          name="description"
          label={t('roles.description')}
          defaultValue={editing?.description ?? ''}
          maxLength={500}
          autoComplete="off"
        />
        <Switch label={t('roles.isDefault')} checked={isDefault} onChange={setIsDefault} />
        <PermissionPicker
          catalogue={catalogue}
          selected={selected}
          held={held}
          onChange={setSelected}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('roles.cancel')}
          </Button>
          <SubmitButton disabled={beyond.length > 0}>{t('roles.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  )
}
