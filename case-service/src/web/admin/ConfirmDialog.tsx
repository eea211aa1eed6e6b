'use client'

import { Button, Group, Text } from '@mantine/core'
import { AppModal } from '../ui/Dialogs'

/** Asks before a destructive admin action; the caller runs it on confirm. */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  cancelLabel,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean
  title: string
  text: string
  confirmLabel: string
  cancelLabel: string
  loading?: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title}>
      <Text size="sm" mb="md">
        {text}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </AppModal>
  )
}
