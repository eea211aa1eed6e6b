import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Plugin } from 'payload'
import { authenticated } from '@/access/authenticated'
import { tenantEditorsOrSuperAdmin } from '@/access/tenantEditorsOrSuperAdmin'
import {
  freezeSubmittedFields,
  submissionHandlingFields,
  submissionMessageField,
  submissionTitleField,
} from '@/collections/FormSubmissions/fields'
import {
  markReadWhenOpened,
  stampInternalNotes,
  stampResponse,
  tenantFromForm,
  titleFromAnswers,
} from '@/collections/FormSubmissions/hooks/handling'
import { formReplyEndpoint } from '@/collections/FormSubmissions/endpoints/reply'
import { notifyTenant, routeFormEmails } from '@/collections/FormSubmissions/hooks/notifyTenant'
import { formSubmitEndpoint } from '@/endpoints/formSubmit'
import { ADMIN_GROUPS } from '@/collections/presets/adminGroups'

/**
 * Forms and form submissions, tenant-scoped (the multi-tenant plugin runs after this one).
 * Visitors submit through POST /api/form-submissions/submit (rate limit, honeypot); the
 * collection's own create is for the team. Forms are read on the server for rendering, so
 * their notification addresses never reach the public API.
 */
export const formBuilder: Plugin = formBuilderPlugin({
  fields: { payment: false, upload: false },
  beforeEmail: routeFormEmails,
  formOverrides: {
    custom: { tenantScoped: true },
    labels: { singular: { de: 'Formular', en: 'Form' }, plural: { de: 'Formulare', en: 'Forms' } },
    admin: { group: ADMIN_GROUPS.forms },
    access: {
      read: authenticated,
      create: tenantEditorsOrSuperAdmin,
      update: tenantEditorsOrSuperAdmin,
      delete: tenantEditorsOrSuperAdmin,
    },
  },
  formSubmissionOverrides: {
    custom: { tenantScoped: true },
    labels: {
      singular: { de: 'Formulareingang', en: 'Form submission' },
      plural: { de: 'Formulareingänge', en: 'Form submissions' },
    },
    admin: {
      group: ADMIN_GROUPS.forms,
      useAsTitle: 'title',
      defaultColumns: ['title', 'form', 'status', 'priority', 'assignedTo', 'createdAt'],
    },
    access: {
      read: authenticated,
      create: tenantEditorsOrSuperAdmin,
      update: tenantEditorsOrSuperAdmin,
      delete: tenantEditorsOrSuperAdmin,
    },
    defaultSort: '-createdAt',
    endpoints: [formSubmitEndpoint, formReplyEndpoint],
    fields: ({ defaultFields }) => [
      submissionTitleField,
      submissionMessageField,
      ...freezeSubmittedFields(defaultFields),
      ...submissionHandlingFields,
    ],
    hooks: {
      beforeValidate: [tenantFromForm],
      beforeChange: [titleFromAnswers, stampInternalNotes, stampResponse],
      afterChange: [notifyTenant],
      afterOperation: [markReadWhenOpened],
    },
  },
})
