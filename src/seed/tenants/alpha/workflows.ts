import type { IdOf, SeedEntry } from '../../localizedUpsert'
import { after, decision } from '../../workflowSteps'

export const workflows = (team: IdOf): SeedEntry[] => [
  {
    de: {
      title: 'Implantatbehandlung',
      slug: 'implantatbehandlung',
      description: 'Von der Erstberatung bis zur fertigen Krone.',
      type: 'project',
      complexity: 'complex',
      layout: 'gantt',
      _status: 'published',
      phases: [
        {
          name: 'Planung',
          icon: 'clipboard',
          color: '#1565c0',
          estimatedDuration: '2 Wochen',
          responsibleRole: 'Behandelnde Zahnärztin',
          responsiblePerson: team('dr-julia-hartmann'),
          deliverables: [{ name: 'Heil- und Kostenplan' }],
          steps: [
            {
              key: 'beratung',
              title: 'Erstberatung',
              stepType: 'task',
              priority: 'high',
              checklist: [
                { item: 'Anamnesebogen', required: true },
                { item: 'Röntgenbilder mitbringen', required: false },
              ],
            },
            { key: 'dvt', title: '3D-Röntgen', stepType: 'task', dependencies: after('beratung') },
            {
              key: 'kostenplan',
              title: 'Kostenplan freigeben',
              stepType: 'approval',
              priority: 'critical',
              dependencies: after('dvt'),
              outputs: [{ name: 'Genehmigter Kostenplan' }],
            },
          ],
        },
        {
          name: 'Behandlung',
          icon: 'tooth',
          color: '#2e7d32',
          estimatedDuration: '3–4 Monate',
          responsibleRole: 'Oralchirurg',
          responsiblePerson: team('dr-malte-sievers'),
          steps: [
            {
              key: 'implantation',
              title: 'Implantation',
              stepType: 'milestone',
              priority: 'critical',
              dependencies: after('kostenplan'),
            },
            { key: 'einheilung', title: 'Einheilphase', stepType: 'wait', dependencies: after('implantation') },
            decision('kontrolle', 'Einheilung in Ordnung?', 'einheilung', {
              Ja: 'krone',
              'Nein, nachbehandeln': 'einheilung',
            }),
            {
              key: 'krone',
              title: 'Krone einsetzen',
              stepType: 'task',
              dependencies: after('kontrolle'),
              resources: [{ kind: 'link', title: 'Pflegehinweise', url: 'https://alpha.localhost/implantat-pflege' }],
            },
          ],
        },
      ],
    },
    en: {
      title: 'Implant treatment',
      description: 'From the first consultation to the finished crown.',
      phases: [
        {
          name: 'Planning',
          estimatedDuration: '2 weeks',
          responsibleRole: 'Treating dentist',
          deliverables: [{ name: 'Treatment and cost plan' }],
          steps: [
            {
              title: 'First consultation',
              checklist: [{ item: 'Medical history form' }, { item: 'Bring existing X-rays' }],
            },
            { title: '3D X-ray' },
            { title: 'Approve the cost plan', outputs: [{ name: 'Approved cost plan' }] },
          ],
        },
        {
          name: 'Treatment',
          estimatedDuration: '3–4 months',
          responsibleRole: 'Oral surgeon',
          steps: [
            { title: 'Implant surgery' },
            { title: 'Healing phase' },
            { title: 'Healed properly?', branches: [{ condition: 'Yes' }, { condition: 'No, treat again' }] },
            { title: 'Fit the crown', resources: [{ title: 'Care instructions' }] },
          ],
        },
      ],
    },
  },
  {
    de: {
      title: 'Aufnahme neuer Patient:innen',
      slug: 'neupatienten',
      type: 'onboarding',
      complexity: 'simple',
      layout: 'horizontal',
      _status: 'published',
      phases: [
        {
          name: 'Vor dem Termin',
          steps: [
            { key: 'termin', title: 'Termin online buchen', stepType: 'task' },
            {
              key: 'bestaetigung',
              title: 'Bestätigung per E-Mail',
              stepType: 'automatic',
              dependencies: after('termin'),
            },
          ],
        },
        {
          name: 'Erster Besuch',
          steps: [
            {
              key: 'anamnese',
              title: 'Anamnese und Befund',
              stepType: 'task',
              dependencies: after('bestaetigung'),
              checklist: [{ item: 'Versichertenkarte', required: true }],
            },
          ],
        },
      ],
    },
    en: {
      title: 'New patient onboarding',
      phases: [
        { name: 'Before the appointment', steps: [{ title: 'Book online' }, { title: 'Confirmation by e-mail' }] },
        {
          name: 'First visit',
          steps: [{ title: 'Medical history and examination', checklist: [{ item: 'Health insurance card' }] }],
        },
      ],
    },
  },
]
