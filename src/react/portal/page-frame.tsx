import { Panel } from '../ui/index'
import type { ReactNode } from 'react'

/** Props of {@link PageSection}. */
export interface PageSectionProps {
  title: string
  subtitle?: string
  /** Controls beside the title (an "Add" button). */
  tools?: ReactNode
  /** The CSS part hosts style the section by (e.g. `profile-details`). */
  part: string
  children: ReactNode
}

/**
 * One card of a portal page (a page is one or more of them: Profile has details, phone numbers, password):
 * a region named by its heading. The same in the portal and in a widget tag.
 */
export function PageSection({ title, subtitle, tools, part, children }: PageSectionProps) {
  return (
    <Panel title={title} subtitle={subtitle} tools={tools} part={part}>
      {() => children}
    </Panel>
  )
}
