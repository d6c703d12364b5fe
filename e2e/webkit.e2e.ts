import { behaviourSuite } from './engines/behaviour'
import { webkit } from './engines/webkit'

describe('in WebKit', () => behaviourSuite(webkit))
