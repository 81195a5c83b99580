import * as migration_20261127_211431_initial from './20261127_211431_initial';
import * as migration_20261129_000547_api_tokens_webhooks from './20261129_000547_api_tokens_webhooks';
import * as migration_20261129_003337_morning_after_feedback from './20261129_003337_morning_after_feedback';
import * as migration_20261129_004552_badge_print_consent from './20261129_004552_badge_print_consent';
import * as migration_20261129_030937_webhook_delivery_person from './20261129_030937_webhook_delivery_person';
import * as migration_20261129_034623_registration_locale from './20261129_034623_registration_locale';
import * as migration_20261129_103744_account_locale from './20261129_103744_account_locale';
import * as migration_20261201_132421_webhook_due_index from './20261201_132421_webhook_due_index';
import * as migration_20261204_165145_webhook_made_with_token from './20261204_165145_webhook_made_with_token';
import * as migration_20261204_232216_called_off_at from './20261204_232216_called_off_at';
import * as migration_20261205_042231_called_off_backfill from './20261205_042231_called_off_backfill';

export const migrations = [
  {
    up: migration_20261127_211431_initial.up,
    down: migration_20261127_211431_initial.down,
    name: '20261127_211431_initial',
  },
  {
    up: migration_20261129_000547_api_tokens_webhooks.up,
    down: migration_20261129_000547_api_tokens_webhooks.down,
    name: '20261129_000547_api_tokens_webhooks',
  },
  {
    up: migration_20261129_003337_morning_after_feedback.up,
    down: migration_20261129_003337_morning_after_feedback.down,
    name: '20261129_003337_morning_after_feedback',
  },
  {
    up: migration_20261129_004552_badge_print_consent.up,
    down: migration_20261129_004552_badge_print_consent.down,
    name: '20261129_004552_badge_print_consent',
  },
  {
    up: migration_20261129_030937_webhook_delivery_person.up,
    down: migration_20261129_030937_webhook_delivery_person.down,
    name: '20261129_030937_webhook_delivery_person',
  },
  {
    up: migration_20261129_034623_registration_locale.up,
    down: migration_20261129_034623_registration_locale.down,
    name: '20261129_034623_registration_locale',
  },
  {
    up: migration_20261129_103744_account_locale.up,
    down: migration_20261129_103744_account_locale.down,
    name: '20261129_103744_account_locale',
  },
  {
    up: migration_20261201_132421_webhook_due_index.up,
    down: migration_20261201_132421_webhook_due_index.down,
    name: '20261201_132421_webhook_due_index',
  },
  {
    up: migration_20261204_165145_webhook_made_with_token.up,
    down: migration_20261204_165145_webhook_made_with_token.down,
    name: '20261204_165145_webhook_made_with_token',
  },
  {
    up: migration_20261204_232216_called_off_at.up,
    down: migration_20261204_232216_called_off_at.down,
    name: '20261204_232216_called_off_at',
  },
  {
    up: migration_20261205_042231_called_off_backfill.up,
    down: migration_20261205_042231_called_off_backfill.down,
    name: '20261205_042231_called_off_backfill'
  },
];
