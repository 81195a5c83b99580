// jsdom lacks a few Web APIs that Node has; the router and fetch-based code need them.
import { TextDecoder, TextEncoder } from 'node:util'

Object.assign(globalThis, { TextEncoder, TextDecoder })
