'use client'

import { Group, Paper, Text } from '@mantine/core'
import { IconFileSpreadsheet } from '@tabler/icons-react'
import { useId, useRef, useState, type DragEvent } from 'react'

/*
 * Hand-written on purpose: @mantine/dropzone 9 (react-dropzone 20) requires Node 22 in its engines, and this
 * project runs on Node 20. A drop target plus a real file input is all a single-file upload needs.
 */
export function FileDropZone({
  label,
  hint,
  accept,
  onFile,
  disabled,
}: {
  label: string
  hint: string
  accept: string
  onFile: (file: File) => void
  disabled?: boolean
}) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    const file = event.dataTransfer.files[0]
    if (file && !disabled) onFile(file)
  }
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{ borderStyle: 'dashed', borderWidth: 2, background: over ? 'var(--mantine-color-teal-0)' : undefined }}
    >
      <Group justify="center" gap="md" wrap="nowrap">
        <IconFileSpreadsheet aria-hidden size={40} color="var(--mantine-color-teal-7)" />
        <div>
          <label htmlFor={inputId} style={{ fontWeight: 600, cursor: 'pointer', textDecoration: 'underline' }}>
            {label}
          </label>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={accept}
            disabled={disabled}
            className="visually-hidden-file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              if (file) onFile(file)
              event.currentTarget.value = ''
            }}
          />
        </div>
      </Group>
    </Paper>
  )
}
