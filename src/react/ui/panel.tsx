import { useId } from 'react'
import { panelStyles } from './panel.styles'
import { useStyles } from './use-styles'
import type { ReactNode } from 'react'

/** Props of {@link Panel}. */
export interface PanelProps {
  title: string
  subtitle?: string
  /** Controls beside the title (a search field, a "New" button); they wrap under it when narrow. */
  tools?: ReactNode
  /** The CSS part hosts style the panel by (e.g. `users-table`). */
  part: string
  /** The body; gets the heading's id to name a table by. */
  children: (titleId: string) => ReactNode
}

/** The card a screen sits in: a region named by its heading, with tools beside the title. */
export function Panel({ title, subtitle, tools, part, children }: PanelProps) {
  const styles = useStyles(panelStyles)
  const titleId = useId()
  return (
    <section className={styles.panel} aria-labelledby={titleId} part={part}>
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {tools}
      </div>
      {children(titleId)}
    </section>
  )
}
