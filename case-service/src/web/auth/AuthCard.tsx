'use client'

import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useEffect, type ReactNode } from 'react'
import { useMessages } from '../i18n/I18nProvider'
import { LanguageSwitch } from '../shell/AppFrame'
import { shellMessages } from '../shell/messages'

/** The frame of the pages before sign-in: the app's name, the language switch and one card. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const shell = useMessages(shellMessages)
  useEffect(() => {
    document.title = `${title} · ${shell.appName}`
  }, [title, shell.appName])
  return (
    <Box component="main" bg="gray.0" mih="100vh" p="md">
      <Group justify="space-between" maw={440} mx="auto" mb="md">
        <Text fw={700} size="lg" c="teal.9">
          {shell.appName}
        </Text>
        <LanguageSwitch />
      </Group>
      <Center>
        <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={440}>
          <Stack gap="xs" mb="lg">
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {intro}
            </Text>
          </Stack>
          {children}
        </Paper>
      </Center>
    </Box>
  )
}
