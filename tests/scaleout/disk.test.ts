import { describeScaleOut } from './suite'

describeScaleOut('disk', 1)
