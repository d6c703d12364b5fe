import '@testing-library/jest-dom'
import { TextDecoder } from 'node:util'

// jsdom has no TextDecoder, which the build code these tests import (image-size) reads with.
Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? TextDecoder })
