// Jest loads styled-components' CommonJS build (the package has no "exports"), so an ESM
// default import would get the whole exports object. This shim hands out the real default.
import styledCjs from '../../node_modules/styled-components/dist/styled-components.browser.cjs.js'

export * from '../../node_modules/styled-components/dist/styled-components.browser.cjs.js'
export default styledCjs.default
