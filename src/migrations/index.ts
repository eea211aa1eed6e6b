import * as migration_20261122_112155_initial from './20261122_112155_initial'
import * as migration_20261122_115145_showcase_collections from './20261122_115145_showcase_collections'
import * as migration_20261122_120500_platform_rate_limits from './20261122_120500_platform_rate_limits'
import * as migration_20261122_125349_booking_slot_identifiers from './20261122_125349_booking_slot_identifiers'
import * as migration_20261122_223022_site_blocks from './20261122_223022_site_blocks'
import * as migration_20261122_225604_site_blocks_accordion_stats_logos from './20261122_225604_site_blocks_accordion_stats_logos'
import * as migration_20261122_231047_site_blocks_comparison_share from './20261122_231047_site_blocks_comparison_share'
import * as migration_20261123_012146_tenant_modules_brand_color from './20261123_012146_tenant_modules_brand_color'
import * as migration_20261123_043507_community_foundation from './20261123_043507_community_foundation'
import * as migration_20261123_055247_community_video_hub_site_blocks from './20261123_055247_community_video_hub_site_blocks'
import * as migration_20261123_085441_site_blocks_media_people from './20261123_085441_site_blocks_media_people'
import * as migration_20261127_201116_user_erasure from './20261127_201116_user_erasure'
import * as migration_20261127_203337_users_login_throttle from './20261127_203337_users_login_throttle'
import * as migration_20261127_231717_carousel_speed_arrows_interval from './20261127_231717_carousel_speed_arrows_interval'
import * as migration_20261127_235111_site_settings from './20261127_235111_site_settings'
import * as migration_20261128_004129_pages_hide_from_search from './20261128_004129_pages_hide_from_search'
import * as migration_20261128_020429_site_settings_fonts from './20261128_020429_site_settings_fonts'
import * as migration_20261128_132635_community_notes from './20261128_132635_community_notes'
import * as migration_20261128_135122_notification_languages from './20261128_135122_notification_languages'
import * as migration_20261128_135529_community_audit_actions from './20261128_135529_community_audit_actions'
import * as migration_20261128_220000_notification_texts_apart from './20261128_220000_notification_texts_apart'
import * as migration_20261128_223147_form_submission_titles from './20261128_223147_form_submission_titles'

export const migrations = [
  {
    up: migration_20261122_112155_initial.up,
    down: migration_20261122_112155_initial.down,
    name: '20261122_112155_initial',
  },
  {
    up: migration_20261122_115145_showcase_collections.up,
    down: migration_20261122_115145_showcase_collections.down,
    name: '20261122_115145_showcase_collections',
  },
  {
    up: migration_20261122_120500_platform_rate_limits.up,
    down: migration_20261122_120500_platform_rate_limits.down,
    name: '20261122_120500_platform_rate_limits',
  },
  {
    up: migration_20261122_125349_booking_slot_identifiers.up,
    down: migration_20261122_125349_booking_slot_identifiers.down,
    name: '20261122_125349_booking_slot_identifiers',
  },
  {
    up: migration_20261122_223022_site_blocks.up,
    down: migration_20261122_223022_site_blocks.down,
    name: '20261122_223022_site_blocks',
  },
  {
    up: migration_20261122_225604_site_blocks_accordion_stats_logos.up,
    down: migration_20261122_225604_site_blocks_accordion_stats_logos.down,
    name: '20261122_225604_site_blocks_accordion_stats_logos',
  },
  {
    up: migration_20261122_231047_site_blocks_comparison_share.up,
    down: migration_20261122_231047_site_blocks_comparison_share.down,
    name: '20261122_231047_site_blocks_comparison_share',
  },
  {
    up: migration_20261123_012146_tenant_modules_brand_color.up,
    down: migration_20261123_012146_tenant_modules_brand_color.down,
    name: '20261123_012146_tenant_modules_brand_color',
  },
  {
    up: migration_20261123_043507_community_foundation.up,
    down: migration_20261123_043507_community_foundation.down,
    name: '20261123_043507_community_foundation',
  },
  {
    up: migration_20261123_055247_community_video_hub_site_blocks.up,
    down: migration_20261123_055247_community_video_hub_site_blocks.down,
    name: '20261123_055247_community_video_hub_site_blocks',
  },
  {
    up: migration_20261123_085441_site_blocks_media_people.up,
    down: migration_20261123_085441_site_blocks_media_people.down,
    name: '20261123_085441_site_blocks_media_people',
  },
  {
    up: migration_20261127_201116_user_erasure.up,
    down: migration_20261127_201116_user_erasure.down,
    name: '20261127_201116_user_erasure',
  },
  {
    up: migration_20261127_203337_users_login_throttle.up,
    down: migration_20261127_203337_users_login_throttle.down,
    name: '20261127_203337_users_login_throttle',
  },
  {
    up: migration_20261127_231717_carousel_speed_arrows_interval.up,
    down: migration_20261127_231717_carousel_speed_arrows_interval.down,
    name: '20261127_231717_carousel_speed_arrows_interval',
  },
  {
    up: migration_20261127_235111_site_settings.up,
    down: migration_20261127_235111_site_settings.down,
    name: '20261127_235111_site_settings',
  },
  {
    up: migration_20261128_004129_pages_hide_from_search.up,
    down: migration_20261128_004129_pages_hide_from_search.down,
    name: '20261128_004129_pages_hide_from_search',
  },
  {
    up: migration_20261128_020429_site_settings_fonts.up,
    down: migration_20261128_020429_site_settings_fonts.down,
    name: '20261128_020429_site_settings_fonts',
  },
  {
    up: migration_20261128_132635_community_notes.up,
    down: migration_20261128_132635_community_notes.down,
    name: '20261128_132635_community_notes',
  },
  {
    up: migration_20261128_135122_notification_languages.up,
    down: migration_20261128_135122_notification_languages.down,
    name: '20261128_135122_notification_languages',
  },
  {
    up: migration_20261128_135529_community_audit_actions.up,
    down: migration_20261128_135529_community_audit_actions.down,
    name: '20261128_135529_community_audit_actions',
  },
  {
    up: migration_20261128_220000_notification_texts_apart.up,
    down: migration_20261128_220000_notification_texts_apart.down,
    name: '20261128_220000_notification_texts_apart',
  },
  {
    up: migration_20261128_223147_form_submission_titles.up,
    down: migration_20261128_223147_form_submission_titles.down,
    name: '20261128_223147_form_submission_titles',
  },
]
