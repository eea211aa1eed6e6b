'use client'

import { Drawer, Modal, type MantineSize } from '@mantine/core'
import type { ReactNode } from 'react'
import { useMessages } from '../i18n/I18nProvider'
import { problemMessages } from './messages'

type DialogProps = { opened: boolean; onClose: () => void; title: ReactNode; children: ReactNode }

/*
 * Mantine's Modal and Drawer put their title in a <header> inside the role="dialog" element, which screen readers
 * (and axe) take for a second page banner, and their close button has no name. These build the same dialogs from
 * Mantine's parts with a plain header and a named close button, in the page's language.
 */

export function AppModal({ opened, onClose, title, children, size = 'md' }: DialogProps & { size?: MantineSize }) {
  const t = useMessages(problemMessages)
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t.close} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}

export function AppDrawer({ opened, onClose, title, children }: DialogProps) {
  const t = useMessages(problemMessages)
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={t.close} />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  )
}
