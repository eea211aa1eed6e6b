import { describeScaleOut } from './suite'

describeScaleOut('s3', 2)
