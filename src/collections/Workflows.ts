import type { ArrayField, CollectionConfig, PayloadRequest } from 'payload'
import { row } from '@/fields/layout'
import { rowListField, textListField } from '@/fields/lists'
import { deprecatedAliasEndpoints } from '@/endpoints/public/publicApi'
import { slugify } from '@/lib/text/slugify'
import {
  RESOURCE_KINDS,
  STEP_PRIORITIES,
  WORKFLOW_COMPLEXITY,
  WORKFLOW_LAYOUTS,
  WORKFLOW_TYPES,
} from '@/lib/workflows/options'
import { stepGraphProblems, type WorkflowStepGraph } from '@/lib/workflows/stepGraph'
import { STEP_TYPES } from '@/lib/workflows/workflowStats'
import { descriptionField, introFields, titleField } from '@/fields/presentation'
import { labelledOptions, selectOptions } from '@/fields/selectOptions'
import { tenantContent } from '@/collections/presets/tenantContent'
import { localizedMessage } from '@/lib/i18n/localizedMessage'

const DEPENDENCY_KINDS = {
  blocking: { de: 'Blockierend (erst nach Abschluss)', en: 'Blocking (after it finishes)' },
  parallel: { de: 'Parallel (sobald begonnen)', en: 'Parallel (once it started)' },
}

const stepKeyDescription = { de: 'Schlüssel eines Schritts dieses Workflows', en: 'Key of a step in this workflow' }

const steps: ArrayField = {
  name: 'steps',
  type: 'array',
  label: { de: 'Schritte', en: 'Steps' },
  admin: { initCollapsed: true },
  fields: [
    row([
      titleField(),
      {
        name: 'key',
        type: 'text',
        label: { de: 'Schlüssel', en: 'Key' },
        admin: {
          description: {
            de: 'Eindeutig im Workflow; Abhängigkeiten verweisen darauf. Leer = aus dem Titel.',
            en: 'Unique within the workflow; dependencies refer to it. Empty = from the title.',
          },
        },
        hooks: {
          beforeValidate: [
            ({ value, siblingData }) => (value ? slugify(String(value)) : slugify(String(siblingData?.title ?? ''))),
          ],
        },
      },
    ]),
    descriptionField(),
    row([
      {
        name: 'stepType',
        type: 'select',
        required: true,
        defaultValue: 'task',
        options: selectOptions(STEP_TYPES),
        label: { de: 'Art', en: 'Type' },
      },
      {
        name: 'priority',
        type: 'select',
        required: true,
        defaultValue: 'normal',
        options: selectOptions(STEP_PRIORITIES),
        label: { de: 'Priorität', en: 'Priority' },
      },
      { name: 'duration', type: 'text', localized: true, label: { de: 'Dauer', en: 'Duration' } },
    ]),
    rowListField('dependencies', { label: { de: 'Abhängigkeiten', en: 'Dependencies' } }, [
      {
        name: 'step',
        type: 'text',
        required: true,
        label: { de: 'Schritt', en: 'Step' },
        admin: { description: stepKeyDescription },
      },
      {
        name: 'kind',
        type: 'select',
        required: true,
        defaultValue: 'blocking',
        options: labelledOptions(DEPENDENCY_KINDS),
        label: { de: 'Art', en: 'Kind' },
      },
    ]),
    rowListField(
      'branches',
      {
        label: { de: 'Verzweigungen', en: 'Branches' },
        admin: { condition: (_data, siblingData) => siblingData?.stepType === 'decision' },
      },
      [
        {
          name: 'condition',
          type: 'text',
          required: true,
          localized: true,
          label: { de: 'Bedingung', en: 'Condition' },
        },
        {
          name: 'nextStep',
          type: 'text',
          required: true,
          label: { de: 'Weiter mit', en: 'Continue with' },
          admin: { description: stepKeyDescription },
        },
      ],
    ),
    rowListField('checklist', { label: { de: 'Checkliste', en: 'Checklist' } }, [
      { name: 'item', type: 'text', required: true, localized: true, label: { de: 'Punkt', en: 'Item' } },
      { name: 'required', type: 'checkbox', defaultValue: true, label: { de: 'Pflicht', en: 'Required' } },
    ]),
    {
      name: 'resources',
      type: 'array',
      label: { de: 'Ressourcen', en: 'Resources' },
      fields: [
        row([
          {
            name: 'kind',
            type: 'select',
            required: true,
            defaultValue: 'document',
            options: selectOptions(RESOURCE_KINDS),
            label: { de: 'Art', en: 'Kind' },
          },
          titleField(),
          { name: 'url', type: 'text', label: 'URL' },
        ]),
        { name: 'file', type: 'upload', relationTo: 'downloads', label: { de: 'Datei', en: 'File' } },
      ],
    },
    textListField('outputs', { label: { de: 'Ergebnisse', en: 'Outputs' }, item: 'name' }),
  ],
}

export const Workflows: CollectionConfig = tenantContent({
  slug: 'workflows',
  drafts: 30,
  labels: { singular: { de: 'Ablauf', en: 'Workflow' }, plural: { de: 'Abläufe', en: 'Workflows' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'complexity', '_status', 'updatedAt'] },
  // The public API lives at /api/public/workflows; these aliases go after one release (docs/public-apis.md).
  endpoints: [...deprecatedAliasEndpoints.workflows],
  fields: [
    ...introFields(),
    row([
      {
        name: 'type',
        type: 'select',
        required: true,
        defaultValue: 'project',
        index: true,
        options: selectOptions(WORKFLOW_TYPES),
        label: { de: 'Art', en: 'Type' },
      },
      {
        name: 'complexity',
        type: 'select',
        required: true,
        defaultValue: 'moderate',
        index: true,
        options: selectOptions(WORKFLOW_COMPLEXITY),
        label: { de: 'Komplexität', en: 'Complexity' },
      },
      {
        name: 'layout',
        type: 'select',
        required: true,
        defaultValue: 'vertical',
        options: selectOptions(WORKFLOW_LAYOUTS),
        label: { de: 'Darstellung', en: 'Display layout' },
      },
    ]),
    row([
      { name: 'iterative', type: 'checkbox', defaultValue: false, label: { de: 'Iterativ', en: 'Iterative' } },
      {
        name: 'parallelPhases',
        type: 'checkbox',
        defaultValue: false,
        label: { de: 'Parallele Phasen', en: 'Parallel phases' },
      },
    ]),
    {
      name: 'phases',
      type: 'array',
      label: { de: 'Phasen', en: 'Phases' },
      admin: { initCollapsed: true },
      validate: (value: unknown, { req }: { req: PayloadRequest }) => {
        // The admin's form state may pass a row count instead of the rows; the save checks the rows.
        if (!Array.isArray(value)) return true
        const problems = stepGraphProblems({ phases: value as WorkflowStepGraph['phases'] })
        return problems.length === 0 ? true : problems.map((problem) => localizedMessage(req, problem)).join('; ')
      },
      fields: [
        row([
          { name: 'name', type: 'text', required: true, localized: true, label: { de: 'Name', en: 'Name' } },
          { name: 'icon', type: 'text', label: 'Icon' },
          {
            name: 'color',
            type: 'text',
            label: { de: 'Farbe', en: 'Color' },
            validate: (value: unknown, { req }: { req: PayloadRequest }) =>
              !value || /^#[0-9a-f]{6}$/i.test(String(value))
                ? true
                : localizedMessage(req, {
                    de: 'Eine Hex-Farbe wie #1e88e5 angeben',
                    en: 'Use a hex colour like #1e88e5',
                  }),
          },
        ]),
        descriptionField(),
        row([
          {
            name: 'estimatedDuration',
            type: 'text',
            localized: true,
            label: { de: 'Geschätzte Dauer', en: 'Estimated duration' },
          },
          {
            name: 'responsibleRole',
            type: 'text',
            localized: true,
            label: { de: 'Verantwortliche Rolle', en: 'Responsible role' },
          },
          {
            name: 'responsiblePerson',
            type: 'relationship',
            relationTo: 'team',
            label: { de: 'Verantwortliche Person', en: 'Responsible person' },
          },
        ]),
        textListField('deliverables', { label: { de: 'Liefergegenstände', en: 'Deliverables' }, item: 'name' }),
        steps,
      ],
    },
  ],
})
