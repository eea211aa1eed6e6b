'use client'

import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A wide table that scrolls sideways on a phone. Its viewport is a named, focusable region, so keyboard users can
 * scroll it even when the table holds no link or button (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  )
}
