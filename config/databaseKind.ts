/** Which database a `DATABASE_URI` names: the adapter, the migrations and what the server does at start follow from it. */
export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

export function databaseKindOf(uri: string): DatabaseKind | null {
  if (uri.startsWith('file:')) return 'sqlite'
  if (/^postgres(ql)?:\/\//.test(uri)) return 'postgres'
  if (/^mongodb(\+srv)?:\/\//.test(uri)) return 'mongodb'
  return null
}
