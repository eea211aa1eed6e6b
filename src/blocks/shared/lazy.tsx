'use client'

import dynamic from 'next/dynamic'

// The interactive parts of blocks, split into their own chunks: a page loads Swiper, the lightbox or
// the form script only when it renders that block (still rendered on the server).
export const Carousel = dynamic(() => import('./Carousel').then((module) => module.Carousel))
export const ImageGallery = dynamic(() => import('../ImageSlider/ImageGallery').then((module) => module.ImageGallery))
export const FormClient = dynamic(() => import('../FormBlock/FormClient').then((module) => module.FormClient))
export const Tabs = dynamic(() => import('./Tabs').then((module) => module.Tabs))
export const JobsFilter = dynamic(() => import('../Jobs/JobsFilter').then((module) => module.JobsFilter))
export type { JobFilterSelect } from '../Jobs/JobsFilter'
export const TeamFilter = dynamic(() => import('../TeamFilter/TeamFilter').then((module) => module.TeamFilter))
export const OpenNow = dynamic(() => import('../Locations/OpenNow').then((module) => module.OpenNow))
export const BeforeAfterSlider = dynamic(() =>
  import('../BeforeAfter/Slider').then((module) => module.BeforeAfterSlider),
)
export const EmbedPlayer = dynamic(() => import('../Video/EmbedPlayer').then((module) => module.EmbedPlayer))
// Leaflet reads `window` when it loads: browser only; its CSS comes with this chunk, so pages without a map never load it.
export const LeafletMap = dynamic(() => import('../Map/LeafletMap').then((module) => module.LeafletMap), { ssr: false })
