import type { Block } from 'payload'
import { AccordionBlock } from './Accordion/config'
import { CallToActionBlock } from './CallToAction/config'
import { ComparisonBlock } from './Comparison/config'
import { ContentBlock } from './Content/config'
import { FAQBlock } from './FAQ/config'
import { FormBlock } from './FormBlock/config'
import { HeroSliderBlock } from './HeroSlider/config'
import { ImageSliderBlock } from './ImageSlider/config'
import { LogoGridBlock } from './LogoGrid/config'
import { MediaBlock } from './MediaBlock/config'
import { ShareButtonsBlock } from './ShareButtons/config'
import { StatsBlock } from './Stats/config'
import { TestimonialsBlock } from './Testimonials/config'

/** The blocks editors compose pages and posts from (rendered by RenderBlocks.tsx). */
export const layoutBlocks: Block[] = [ContentBlock, MediaBlock, CallToActionBlock, FormBlock, HeroSliderBlock, ImageSliderBlock, TestimonialsBlock, FAQBlock, AccordionBlock, StatsBlock, LogoGridBlock, ComparisonBlock, ShareButtonsBlock]
