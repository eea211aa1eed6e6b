import { BooleanCell as BooleanCell_c339eec2f9db00e9d1888f997c200d7f } from '@/admin/cells/BooleanCell'
import { SmtpPasswordField as SmtpPasswordField_b03bff7b3d65f0e0073d00c6b14f7017 } from '@/collections/Tenants/components/SmtpPasswordField'
import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { TenantFilterNotice as TenantFilterNotice_a62aa4c40b694bcc7f544d89dfc9a799 } from '@/admin/tenantFilter/TenantFilterNotice'
import { CollectionLabelCell as CollectionLabelCell_5f798580a8affa4a88200e745acd0201 } from '@/admin/auditLog/CollectionLabelCell'
import { JsonView as JsonView_b300ec301169ef56cc0cb539a3eef517 } from '@/admin/fields/JsonView'
import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { NumberChoiceField as NumberChoiceField_3ccaab7f03694b1f6974a9381b960a19 } from '@/admin/fields/NumberChoiceField'
import { BlockRowLabel as BlockRowLabel_739fd947976b9a521bb4e5e93f406a33 } from '@/admin/blocks/BlockRowLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { AccountSync as AccountSync_64b5f01e2ea63c7a43fe8be47fb5ff53 } from '@/modules/community/admin/AccountSync.client'
import { AccountConnect as AccountConnect_a473692f3f9a72d211a90750f7466518 } from '@/modules/community/admin/AccountConnect'
import { LiveUpdatesBadge as LiveUpdatesBadge_ea751b844fcddaeec105ce1138c37a72 } from '@/modules/community/admin/LiveUpdatesBadge'
import { MarkAllRead as MarkAllRead_9b9e460288cde814f49fb80c5787aee0 } from '@/modules/community/collections/VpNotifications/MarkAllRead.client'
import { SubmissionMessage as SubmissionMessage_fb66b0425fdaab6b2da220e59805b304 } from '@/collections/FormSubmissions/components/SubmissionMessage'
import { Icon as Icon_02798fa61072cab6da92891b8e552dc5 } from '@/admin/branding/Icon'
import { Logo as Logo_7e3c75542bae7f6b46b1ffc0e92d996e } from '@/admin/branding/Logo'
import { TenantAccent as TenantAccent_97d111d7aace018a115390478e0be189 } from '@/admin/branding/TenantAccent'
import { GlobalViewRedirect as GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { CommunityNavLink as CommunityNavLink_0528d016b96cc663a4a18125b6b33de9 } from '@/modules/community/admin/inbox/CommunityNavLink'
import { VideoHubNavLink as VideoHubNavLink_7fecda988d6d8904a90bc394c9237ce4 } from '@/modules/videoHub/admin/VideoHubNavLink'
import { LoginIntro as LoginIntro_4d9e0ce2d146e28afc8189b43f7c1e50 } from '@/admin/branding/LoginIntro'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { TenantSelectionProvider as TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { DashboardView as DashboardView_a6cb646022b8157984a9630293780eb1 } from '@/admin/dashboard/DashboardView'
import { CommunityInboxView as CommunityInboxView_67d98d6fd2e95fe42fff3b15e9edcb98 } from '@/modules/community/admin/inbox/CommunityInboxView'
import { VideoHubView as VideoHubView_b2b8622ac168e181ee1da4d668e3a80f } from '@/modules/videoHub/admin/VideoHubView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/admin/cells/BooleanCell#BooleanCell": BooleanCell_c339eec2f9db00e9d1888f997c200d7f,
  "@/collections/Tenants/components/SmtpPasswordField#SmtpPasswordField": SmtpPasswordField_b03bff7b3d65f0e0073d00c6b14f7017,
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "@/admin/tenantFilter/TenantFilterNotice#TenantFilterNotice": TenantFilterNotice_a62aa4c40b694bcc7f544d89dfc9a799,
  "@/admin/auditLog/CollectionLabelCell#CollectionLabelCell": CollectionLabelCell_5f798580a8affa4a88200e745acd0201,
  "@/admin/fields/JsonView#JsonView": JsonView_b300ec301169ef56cc0cb539a3eef517,
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "@/admin/fields/NumberChoiceField#NumberChoiceField": NumberChoiceField_3ccaab7f03694b1f6974a9381b960a19,
  "@/admin/blocks/BlockRowLabel#BlockRowLabel": BlockRowLabel_739fd947976b9a521bb4e5e93f406a33,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
  "@/modules/community/admin/AccountSync.client#AccountSync": AccountSync_64b5f01e2ea63c7a43fe8be47fb5ff53,
  "@/modules/community/admin/AccountConnect#AccountConnect": AccountConnect_a473692f3f9a72d211a90750f7466518,
  "@/modules/community/admin/LiveUpdatesBadge#LiveUpdatesBadge": LiveUpdatesBadge_ea751b844fcddaeec105ce1138c37a72,
  "@/modules/community/collections/VpNotifications/MarkAllRead.client#MarkAllRead": MarkAllRead_9b9e460288cde814f49fb80c5787aee0,
  "@/collections/FormSubmissions/components/SubmissionMessage#SubmissionMessage": SubmissionMessage_fb66b0425fdaab6b2da220e59805b304,
  "@/admin/branding/Icon#Icon": Icon_02798fa61072cab6da92891b8e552dc5,
  "@/admin/branding/Logo#Logo": Logo_7e3c75542bae7f6b46b1ffc0e92d996e,
  "@/admin/branding/TenantAccent#TenantAccent": TenantAccent_97d111d7aace018a115390478e0be189,
  "@payloadcms/plugin-multi-tenant/rsc#GlobalViewRedirect": GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62,
  "@/modules/community/admin/inbox/CommunityNavLink#CommunityNavLink": CommunityNavLink_0528d016b96cc663a4a18125b6b33de9,
  "@/modules/videoHub/admin/VideoHubNavLink#VideoHubNavLink": VideoHubNavLink_7fecda988d6d8904a90bc394c9237ce4,
  "@/admin/branding/LoginIntro#LoginIntro": LoginIntro_4d9e0ce2d146e28afc8189b43f7c1e50,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider": TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/admin/dashboard/DashboardView#DashboardView": DashboardView_a6cb646022b8157984a9630293780eb1,
  "@/modules/community/admin/inbox/CommunityInboxView#CommunityInboxView": CommunityInboxView_67d98d6fd2e95fe42fff3b15e9edcb98,
  "@/modules/videoHub/admin/VideoHubView#VideoHubView": VideoHubView_b2b8622ac168e181ee1da4d668e3a80f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
