export { setup as default } from './postgresGlobal'
