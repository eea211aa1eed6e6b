import { describeScaleOut } from './suite'

describeScaleOut('s3', 2, { sharedCache: true })
