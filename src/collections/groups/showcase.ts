import type { CollectionConfig } from 'payload'
import { Bookings } from '../Bookings'
import { Certifications } from '../Certifications'
import { Favorites } from '../Favorites'
import { Projects } from '../Projects'
import { Series } from '../Series'
import { Team } from '../Team'
import { Timelines } from '../Timelines'
import { VideoCategories } from '../VideoCategories'
import { VideoFiles } from '../VideoFiles'
import { Videos } from '../Videos'
import { Workflows } from '../Workflows'

/** Team, timelines, workflows, videos (and video files) and the vertical portfolios (bookings, certifications, projects). */
export const showcaseCollections: CollectionConfig[] = [
  Team,
  Timelines,
  Workflows,
  Videos,
  VideoFiles,
  VideoCategories,
  Series,
  Favorites,
  Bookings,
  Certifications,
  Projects,
]
