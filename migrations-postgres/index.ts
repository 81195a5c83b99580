import * as migration_20261127_211431_initial from './20261127_211431_initial';

export const migrations = [
  {
    up: migration_20261127_211431_initial.up,
    down: migration_20261127_211431_initial.down,
    name: '20261127_211431_initial'
  },
];
