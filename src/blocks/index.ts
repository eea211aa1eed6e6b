import type { Block } from 'payload'
import { CallToActionBlock } from './CallToAction/config'
import { ContentBlock } from './Content/config'
import { FAQBlock } from './FAQ/config'
import { FormBlock } from './FormBlock/config'
import { HeroSliderBlock } from './HeroSlider/config'
import { ImageSliderBlock } from './ImageSlider/config'
import { MediaBlock } from './MediaBlock/config'
import { TestimonialsBlock } from './Testimonials/config'

/** The blocks editors compose pages and posts from (rendered by RenderBlocks.tsx). */
export const layoutBlocks: Block[] = [ContentBlock, MediaBlock, CallToActionBlock, FormBlock, HeroSliderBlock, ImageSliderBlock, TestimonialsBlock, FAQBlock]
