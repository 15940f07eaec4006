import { useStyles } from '../../ui/index'
import { usersTableStyles } from './users-table.styles'

const widths = ['70%', '45%', '55%', '40%']

/** Placeholder rows while the first page loads. */
export function SkeletonRows({ count }: { count: number }) {
  const styles = useStyles(usersTableStyles)
  return Array.from({ length: count }, (_, row) => (
    <tr key={row} aria-hidden="true">
      {widths.map((width, cell) => (
        <td key={cell}>
          <span className={styles.skeleton} style={{ width }} />
        </td>
      ))}
    </tr>
  ))
}
