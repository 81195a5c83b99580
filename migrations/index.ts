import * as migration_20261122_043655_initial from './20261122_043655_initial';
import * as migration_20261122_053810_cms_uploads from './20261122_053810_cms_uploads';
import * as migration_20261122_152016_health_probes from './20261122_152016_health_probes';
import * as migration_20261122_160510_calendar_reminders from './20261122_160510_calendar_reminders';
import * as migration_20261122_163756_registration_lifecycle from './20261122_163756_registration_lifecycle';
import * as migration_20261122_165140_door_and_reports from './20261122_165140_door_and_reports';
import * as migration_20261125_105536_capabilities_and_lockout from './20261125_105536_capabilities_and_lockout';
import * as migration_20261125_125440_outbox_templates from './20261125_125440_outbox_templates';
import * as migration_20261125_143534_privacy from './20261125_143534_privacy';
import * as migration_20261125_192540_issues_29_30_31 from './20261125_192540_issues_29_30_31';
import * as migration_20261126_213814_follow_city_drafts from './20261126_213814_follow_city_drafts';
import * as migration_20261127_173826_issue_44_ids_never_reused from './20261127_173826_issue_44_ids_never_reused';
import * as migration_20261127_202244_who_to_meet from './20261127_202244_who_to_meet';
import * as migration_20261127_211348_door_scans from './20261127_211348_door_scans';
import * as migration_20261129_000132_api_tokens_webhooks from './20261129_000132_api_tokens_webhooks';
import * as migration_20261129_003304_morning_after_feedback from './20261129_003304_morning_after_feedback';
import * as migration_20261129_004534_badge_print_consent from './20261129_004534_badge_print_consent';
import * as migration_20261129_030710_webhook_delivery_person from './20261129_030710_webhook_delivery_person';
import * as migration_20261129_034558_registration_locale from './20261129_034558_registration_locale';
import * as migration_20261129_103717_account_locale from './20261129_103717_account_locale';
import * as migration_20261201_132407_webhook_due_index from './20261201_132407_webhook_due_index';
import * as migration_20261204_165112_webhook_made_with_token from './20261204_165112_webhook_made_with_token';
import * as migration_20261204_232158_called_off_at from './20261204_232158_called_off_at';
import * as migration_20261205_042229_called_off_backfill from './20261205_042229_called_off_backfill';

export const migrations = [
  {
    up: migration_20261122_043655_initial.up,
    down: migration_20261122_043655_initial.down,
    name: '20261122_043655_initial',
  },
  {
    up: migration_20261122_053810_cms_uploads.up,
    down: migration_20261122_053810_cms_uploads.down,
    name: '20261122_053810_cms_uploads',
  },
  {
    up: migration_20261122_152016_health_probes.up,
    down: migration_20261122_152016_health_probes.down,
    name: '20261122_152016_health_probes',
  },
  {
    up: migration_20261122_160510_calendar_reminders.up,
    down: migration_20261122_160510_calendar_reminders.down,
    name: '20261122_160510_calendar_reminders',
  },
  {
    up: migration_20261122_163756_registration_lifecycle.up,
    down: migration_20261122_163756_registration_lifecycle.down,
    name: '20261122_163756_registration_lifecycle',
  },
  {
    up: migration_20261122_165140_door_and_reports.up,
    down: migration_20261122_165140_door_and_reports.down,
    name: '20261122_165140_door_and_reports',
  },
  {
    up: migration_20261125_105536_capabilities_and_lockout.up,
    down: migration_20261125_105536_capabilities_and_lockout.down,
    name: '20261125_105536_capabilities_and_lockout',
  },
  {
    up: migration_20261125_125440_outbox_templates.up,
    down: migration_20261125_125440_outbox_templates.down,
    name: '20261125_125440_outbox_templates',
  },
  {
    up: migration_20261125_143534_privacy.up,
    down: migration_20261125_143534_privacy.down,
    name: '20261125_143534_privacy',
  },
  {
    up: migration_20261125_192540_issues_29_30_31.up,
    down: migration_20261125_192540_issues_29_30_31.down,
    name: '20261125_192540_issues_29_30_31',
  },
  {
    up: migration_20261126_213814_follow_city_drafts.up,
    down: migration_20261126_213814_follow_city_drafts.down,
    name: '20261126_213814_follow_city_drafts',
  },
  {
    up: migration_20261127_173826_issue_44_ids_never_reused.up,
    down: migration_20261127_173826_issue_44_ids_never_reused.down,
    name: '20261127_173826_issue_44_ids_never_reused',
  },
  {
    up: migration_20261127_202244_who_to_meet.up,
    down: migration_20261127_202244_who_to_meet.down,
    name: '20261127_202244_who_to_meet',
  },
  {
    up: migration_20261127_211348_door_scans.up,
    down: migration_20261127_211348_door_scans.down,
    name: '20261127_211348_door_scans',
  },
  {
    up: migration_20261129_000132_api_tokens_webhooks.up,
    down: migration_20261129_000132_api_tokens_webhooks.down,
    name: '20261129_000132_api_tokens_webhooks',
  },
  {
    up: migration_20261129_003304_morning_after_feedback.up,
    down: migration_20261129_003304_morning_after_feedback.down,
    name: '20261129_003304_morning_after_feedback',
  },
  {
    up: migration_20261129_004534_badge_print_consent.up,
    down: migration_20261129_004534_badge_print_consent.down,
    name: '20261129_004534_badge_print_consent',
  },
  {
    up: migration_20261129_030710_webhook_delivery_person.up,
    down: migration_20261129_030710_webhook_delivery_person.down,
    name: '20261129_030710_webhook_delivery_person',
  },
  {
    up: migration_20261129_034558_registration_locale.up,
    down: migration_20261129_034558_registration_locale.down,
    name: '20261129_034558_registration_locale',
  },
  {
    up: migration_20261129_103717_account_locale.up,
    down: migration_20261129_103717_account_locale.down,
    name: '20261129_103717_account_locale',
  },
  {
    up: migration_20261201_132407_webhook_due_index.up,
    down: migration_20261201_132407_webhook_due_index.down,
    name: '20261201_132407_webhook_due_index',
  },
  {
    up: migration_20261204_165112_webhook_made_with_token.up,
    down: migration_20261204_165112_webhook_made_with_token.down,
    name: '20261204_165112_webhook_made_with_token',
  },
  {
    up: migration_20261204_232158_called_off_at.up,
    down: migration_20261204_232158_called_off_at.down,
    name: '20261204_232158_called_off_at',
  },
  {
    up: migration_20261205_042229_called_off_backfill.up,
    down: migration_20261205_042229_called_off_backfill.down,
    name: '20261205_042229_called_off_backfill'
  },
];
