'use client'

import { Group, Stack, Text, Title } from '@mantine/core'
import { useEffect, type ReactNode } from 'react'

/** A page's one h1, its document title and the actions that belong to the whole page. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
}) {
  useEffect(() => {
    document.title = `${title} · Fallservice`
  }, [title])
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  )
}
