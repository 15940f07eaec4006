import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { deleteGroupMutation, groupsList } from '../../../../atoms/groups'
import { permissionsList, rolesList } from '../../../../atoms/roles'
import { addEnglish } from '../../../../i18n/index'
import { groups as groupsEnglish, roles as rolesEnglish } from '../../../../i18n/messages/en'
import { useT } from '../../../i18n/index'
import {
  Badge,
  Button,
  DataTable,
  Panel,
  ToastProvider,
  usePermission,
  useStyles,
  useToast,
} from '../../../ui/index'
import { useHeldPermissions, useRemoval } from '../../use-removal'
import { rolesStyles } from '../roles/roles.styles'
import { GroupDialog } from './group-dialog'
import type { Group } from '../../../../api/groups'
import type { DataColumn } from '../../../ui/index'

addEnglish(groupsEnglish)
addEnglish(rolesEnglish)

/**
 * Groups: the account's groups with their roles and members; create, edit and delete those not
 * managed by the directory (SCIM groups are shown read-only).
 */
function Groups() {
  const t = useT()
  const styles = useStyles(rolesStyles)
  const toast = useToast()
  const list = useAtomValue(groupsList.stateAtom)
  const roles = useAtomValue(rolesList.stateAtom)
  const catalogue = useAtomValue(permissionsList.stateAtom)
  const reload = useSetAtom(groupsList.reloadAtom)
  const held = useHeldPermissions()
  const removal = useRemoval(
    deleteGroupMutation,
    {
      title: t('groups.confirmDelete.title'),
      message: (name) => t('groups.confirmDelete.message', { name }),
      confirm: t('groups.delete'),
      failed: t('groups.deleteFailed'),
      removed: (name) => t('groups.deleted', { name }),
    },
    toast,
  )
  const [editing, setEditing] = useState<Group | 'new' | null>(null)
  const canWrite = usePermission('fe.secure.write.groups')
  const canDelete = usePermission('fe.secure.delete.groups')

  const columns: DataColumn<Group>[] = [
    {
      id: 'name',
      header: t('groups.column.name'),
      cell: (group) => (
        <span className={styles.name}>
          <span>
            {group.color ? (
              <span
                className={styles.swatch}
                style={{ backgroundColor: group.color }}
                aria-hidden="true"
              />
            ) : null}
            {group.name}
          </span>
          {group.description ? <span className={styles.muted}>{group.description}</span> : null}
        </span>
      ),
    },
    {
      id: 'roles',
      header: t('groups.column.roles'),
      fold: true,
      cell: (group) => (
        <span className={styles.badges}>
          {(group.roles ?? []).map((role) => (
            <Badge key={role.id}>{role.name}</Badge>
          ))}
        </span>
      ),
    },
    {
      id: 'users',
      header: t('groups.column.users'),
      nowrap: true,
      cell: (group) => (
        <span className={styles.badges}>
          {t('groups.memberCount', { count: group.users?.length ?? 0 })}
          {group.managedBy === 'scim2' ? <Badge>{t('groups.scim')}</Badge> : null}
        </span>
      ),
    },
  ]

  const actions = (group: Group) =>
    group.managedBy === 'scim2' ? null : (
      <span className={styles.badges}>
        {canWrite ? (
          <Button
            variant="ghost"
            aria-label={t('groups.editLabel', { name: group.name })}
            disabled={roles.status !== 'ready'}
            onClick={() => setEditing(group)}
          >
            {t('groups.edit')}
          </Button>
        ) : null}
        {canDelete ? (
          <Button
            variant="ghost"
            aria-label={t('groups.deleteLabel', { name: group.name })}
            onClick={() => removal.ask(group)}
          >
            {t('groups.delete')}
          </Button>
        ) : null}
      </span>
    )

  return (
    <Panel
      title={t('groups.title')}
      subtitle={t('groups.subtitle')}
      part="groups"
      tools={
        canWrite ? (
          <Button onClick={() => setEditing('new')} disabled={roles.status !== 'ready'}>
            {t('groups.new')}
          </Button>
        ) : null
      }
    >
      {(titleId) => (
        <>
          <DataTable
            labelledBy={titleId}
            columns={columns}
            rows={list.items}
            rowKey={(group) => group.id}
            rowLabel={(group) => group.name}
            status={list.status}
            error={list.error?.status === 403 ? t('groups.forbidden') : t('groups.loadFailed')}
            onRetry={() => void reload()}
            empty={t('groups.empty')}
            rowActions={actions}
          />
          <GroupDialog
            key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
            group={editing}
            roles={roles.items}
            catalogue={catalogue.items}
            held={held}
            onClose={() => setEditing(null)}
            onSaved={(name) => {
              setEditing(null)
              toast(t('groups.saved', { name }))
            }}
          />
          {removal.dialog}
        </>
      )}
    </Panel>
  )
}

/** The portal's Groups page (hidden by default: the host turns it on, spec 000 §2.3). */
export default function GroupsPage() {
  return (
    <ToastProvider>
      <Groups />
    </ToastProvider>
  )
}
