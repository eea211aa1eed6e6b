export const TASK_STATUSES = ['open', 'in_progress', 'done'] as const
export type TaskStatus = (typeof TASK_STATUSES)[number]
export const TASK_STATUS_LABELS = {
  open: { de: 'Offen', en: 'Open' },
  in_progress: { de: 'In Arbeit', en: 'In progress' },
  done: { de: 'Erledigt', en: 'Done' },
} as const
