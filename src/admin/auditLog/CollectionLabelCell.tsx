'use client'
import { getTranslation } from '@payloadcms/translations'
import { useConfig, useTranslation } from '@payloadcms/ui'
import type { ClientField, DefaultCellComponentProps } from 'payload'

/**
 * The audit log stores a collection's slug ("users"); the list shows its name in the admin's
 * language ("Benutzer" / "Users"), and the slug itself for a collection that no longer exists.
 */
export function CollectionLabelCell({ cellData }: DefaultCellComponentProps<ClientField, unknown>) {
  const { getEntityConfig } = useConfig()
  const { i18n } = useTranslation()
  const slug = typeof cellData === 'string' ? cellData : ''
  const collection = slug ? getEntityConfig({ collectionSlug: slug }) : undefined
  return <span>{collection && 'labels' in collection ? getTranslation(collection.labels.plural, i18n) : slug}</span>
}
