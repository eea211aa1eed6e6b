import type { CollectionConfig } from 'payload'

/** Team, timelines, workflows, videos and the vertical portfolios (bookings, certifications, projects). */
export const showcaseCollections: CollectionConfig[] = []
