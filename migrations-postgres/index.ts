import * as migration_20261127_194805_initial from './20261127_194805_initial';

export const migrations = [
  {
    up: migration_20261127_194805_initial.up,
    down: migration_20261127_194805_initial.down,
    name: '20261127_194805_initial'
  },
];
