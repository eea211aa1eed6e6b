/** Value sets of workflows, shared by the collection and the public API's filters. */
export const WORKFLOW_TYPES = [
  'project',
  'business',
  'approval',
  'onboarding',
  'support',
  'development',
  'marketing',
] as const
export const WORKFLOW_COMPLEXITY = ['simple', 'moderate', 'complex'] as const
export const WORKFLOW_LAYOUTS = ['vertical', 'horizontal', 'flowchart', 'kanban', 'gantt'] as const
export const STEP_PRIORITIES = ['critical', 'high', 'normal', 'low', 'optional'] as const
export const RESOURCE_KINDS = ['document', 'template', 'link', 'tool'] as const
