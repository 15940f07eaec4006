import { useSetAtom, useStore } from 'jotai'
import { useState } from 'react'
import { permissionsBeyond } from '../../../../api/roles'
import { saveGroupMutation } from '../../../../atoms/groups'
import { useT } from '../../../i18n/index'
import {
  Button,
  Dialog,
  ErrorSummary,
  Form,
  formFailure,
  FormField,
  refusalText,
  SubmitButton,
  TextField,
  useStyles,
} from '../../../ui/index'
import { rolesStyles } from '../roles/roles.styles'
import { CheckList } from './check-list'
import { useMembers } from './use-members'
import type { Group, GroupUser } from '../../../../api/groups'
import type { Role, UserV3 } from '../../../../api/index'
import type { RolePermission } from '../../../../api/roles'
import type { FormFailure, FormValues } from '../../../ui/index'
import type { CheckChoice } from './check-list'

/** Props of {@link GroupDialog}. */
export interface GroupDialogProps {
  /** The group to edit, `'new'` to create one, `null` closed. */
  group: Group | 'new' | null
  roles: Role[]
  catalogue: RolePermission[]
  held: ReadonlySet<string>
  onClose: () => void
  onSaved: (name: string) => void
}

const COLOR = /^#[0-9a-fA-F]{6}$/

const choiceOf = (user: UserV3 | GroupUser): CheckChoice => ({
  id: user.id,
  label: user.name || (user.email ?? ''),
  detail: user.email ?? '',
})

/**
 * Create or edit a group: name, colour, description, its roles and its members. Roles beyond the
 * admin's own permissions cannot be ticked (the server would refuse to give them).
 */
export function GroupDialog({ group, roles, catalogue, held, onClose, onSaved }: GroupDialogProps) {
  const t = useT()
  const styles = useStyles(rolesStyles)
  const store = useStore()
  const save = useSetAtom(saveGroupMutation.runAtom)
  const editing = group !== null && group !== 'new' ? group : null
  const [search, setSearch] = useState('')
  const found = useMembers(group !== null, search)
  // Everyone shown so far stays listed (ticked or not) when the search moves on.
  const [known, setKnown] = useState<ReadonlyMap<string, CheckChoice>>(
    () => new Map(editing?.users?.map((user) => [user.id, choiceOf(user)])),
  )
  const [roleIds, setRoleIds] = useState<ReadonlySet<string>>(
    new Set(editing?.roles?.map((role) => role.id)),
  )
  const [userIds, setUserIds] = useState<ReadonlySet<string>>(
    new Set(editing?.users?.map((user) => user.id)),
  )

  const validate = (values: FormValues) => {
    const errors: Partial<Record<string, string>> = {}
    const name = (values.name ?? '').trim()
    if (name === '' || name.length > 100) errors.name = t('groups.nameRequired')
    const color = (values.color ?? '').trim()
    if (color !== '' && !COLOR.test(color)) errors.color = t('groups.colorInvalid')
    return errors
  }

  const action = async (values: FormValues): Promise<FormFailure | null> => {
    const name = (values.name ?? '').trim()
    const color = (values.color ?? '').trim()
    const description = (values.description ?? '').trim()
    const saved = await save({
      group: editing,
      // An edit always sends the description: emptied, '' clears the one the group had.
      input: {
        name,
        ...(color ? { color } : {}),
        ...(description || editing ? { description } : {}),
      },
      roleIds: [...roleIds],
      userIds: [...userIds],
    })
    if (saved !== undefined) {
      onSaved(name)
      return null
    }
    const error = store.get(saveGroupMutation.stateAtom).error
    if (!error) return { error: t('groups.saveFailed') }
    const refused = refusalText(error, t)
    if (refused) return { error: refused }
    if (error.status === 403) return { error: t('groups.refused') }
    if (error.status === 409) return { fieldErrors: { name: t('groups.nameTaken') } }
    if (error.status === 400 && /administrator/i.test(error.message))
      return { error: t('groups.lastAdmin') }
    return formFailure(error, ['name', 'color', 'description'], {
      offline: t('groups.offline'),
      failed: t('groups.saveFailed'),
    })
  }

  const chooseMembers = (next: ReadonlySet<string>) => {
    const shown = new Map(known)
    for (const user of found ?? []) if (next.has(user.id)) shown.set(user.id, choiceOf(user))
    setKnown(shown)
    setUserIds(next)
  }
  const memberChoices = [
    ...known.values(),
    ...(found ?? []).filter((user) => !known.has(user.id)).map(choiceOf),
  ]

  return (
    <Dialog
      open={group !== null}
      title={editing ? t('groups.editTitle', { name: editing.name }) : t('groups.newTitle')}
      onClose={onClose}
    >
      <Form action={action} validate={validate} className={styles.form}>
        <ErrorSummary
          labels={{
            name: t('groups.name'),
            color: t('groups.color'),
            description: t('groups.description'),
          }}
        />
        <FormField
          name="name"
          label={t('groups.name')}
          defaultValue={editing?.name ?? ''}
          maxLength={100}
          autoComplete="off"
          required
          data-autofocus=""
        />
        <FormField
          name="color"
          label={t('groups.color')}
          placeholder="#1a2b3c"
          defaultValue={editing?.color ?? ''}
          maxLength={7}
          autoComplete="off"
          dir="ltr"
        />
        <FormField
          name="description"
          label={t('groups.description')}
          defaultValue={editing?.description ?? ''}
          maxLength={500}
          autoComplete="off"
        />
        <div className={styles.categories}>
          <CheckList
            legend={t('groups.roles')}
            choices={roles.map((role) => {
              const beyond = permissionsBeyond(role.permissions, catalogue, held).length > 0
              return {
                id: role.id,
                label: role.name,
                detail: beyond ? `${role.key} — ${t('groups.notHeld')}` : role.key,
                disabled: beyond && !roleIds.has(role.id),
              }
            })}
            selected={roleIds}
            onChange={setRoleIds}
          />
          <div className={styles.form}>
            <TextField
              type="search"
              label={t('groups.findMembers')}
              value={search}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setSearch(event.currentTarget.value)}
              // Enter searches (already live), never submits the group half-chosen.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault()
              }}
            />
            <CheckList
              legend={t('groups.users')}
              choices={memberChoices}
              selected={userIds}
              onChange={chooseMembers}
            />
          </div>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('groups.cancel')}
          </Button>
          <SubmitButton>{t('groups.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  )
}
