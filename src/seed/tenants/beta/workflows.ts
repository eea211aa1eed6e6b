import type { SeedEntry } from '../../localizedUpsert'
import { after, decision } from '../../workflowSteps'

export const workflows = (): SeedEntry[] => [
  {
    de: {
      title: 'Hochzeitsreportage',
      slug: 'hochzeitsreportage',
      type: 'project',
      complexity: 'moderate',
      layout: 'kanban',
      parallelPhases: true,
      _status: 'published',
      phases: [
        {
          name: 'Vorbereitung',
          color: '#c2185b',
          estimatedDuration: '4 Wochen',
          responsibleRole: 'Hochzeitsfotografin',
          steps: [
            { key: 'vertrag', title: 'Vertrag und Anzahlung', stepType: 'approval', priority: 'critical' },
            {
              key: 'location',
              title: 'Location-Besichtigung',
              stepType: 'task',
              dependencies: after('vertrag'),
              checklist: [
                { item: 'Lichtverhältnisse prüfen', required: true },
                { item: 'Regenvariante', required: false },
              ],
            },
          ],
        },
        {
          name: 'Hochzeitstag',
          color: '#6a1b9a',
          steps: [
            {
              key: 'reportage',
              title: 'Reportage',
              stepType: 'milestone',
              priority: 'critical',
              dependencies: after('location'),
            },
          ],
        },
        {
          name: 'Nachbereitung',
          steps: [
            { key: 'auswahl', title: 'Bildauswahl', stepType: 'task', dependencies: after('reportage') },
            {
              key: 'album',
              title: 'Album gestalten',
              stepType: 'task',
              priority: 'low',
              dependencies: [{ step: 'auswahl', kind: 'parallel' }],
              outputs: [{ name: 'Hochzeitsalbum' }],
            },
          ],
        },
      ],
    },
    en: {
      title: 'Wedding reportage',
      phases: [
        {
          name: 'Preparation',
          estimatedDuration: '4 weeks',
          responsibleRole: 'Wedding photographer',
          steps: [
            { title: 'Contract and deposit' },
            { title: 'Venue visit', checklist: [{ item: 'Check the light' }, { item: 'Plan for rain' }] },
          ],
        },
        { name: 'Wedding day', steps: [{ title: 'Reportage' }] },
        {
          name: 'Follow-up',
          steps: [{ title: 'Image selection' }, { title: 'Design the album', outputs: [{ name: 'Wedding album' }] }],
        },
      ],
    },
  },
  {
    de: {
      title: 'Bildfreigabe für Firmenkunden',
      slug: 'bildfreigabe',
      type: 'approval',
      complexity: 'simple',
      layout: 'flowchart',
      iterative: true,
      _status: 'published',
      phases: [
        {
          name: 'Freigabe',
          steps: [
            { key: 'galerie', title: 'Galerie bereitstellen', stepType: 'automatic' },
            decision('pruefung', 'Kunde prüft', 'galerie', { Freigegeben: 'lieferung', Änderungswünsche: 'galerie' }),
            {
              key: 'lieferung',
              title: 'Lieferung in voller Auflösung',
              stepType: 'task',
              dependencies: after('pruefung'),
            },
          ],
        },
      ],
    },
    en: {
      title: 'Image approval for business clients',
      phases: [
        {
          name: 'Approval',
          steps: [
            { title: 'Publish the gallery' },
            { title: 'Client reviews', branches: [{ condition: 'Approved' }, { condition: 'Changes requested' }] },
            { title: 'Deliver in full resolution' },
          ],
        },
      ],
    },
  },
]
