export { teardown as default } from './postgresGlobal'
