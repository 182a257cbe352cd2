export { default } from '../next.config.mjs'
