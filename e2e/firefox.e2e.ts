import { behaviourSuite } from './engines/behaviour'
import { firefox } from './engines/firefox'

describe('in Firefox', () => behaviourSuite(firefox))
