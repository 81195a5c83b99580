import * as migration_20261127_175127_initial from './20261127_175127_initial';

export const migrations = [
  {
    up: migration_20261127_175127_initial.up,
    down: migration_20261127_175127_initial.down,
    name: '20261127_175127_initial'
  },
];
