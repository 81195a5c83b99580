import * as migration_20261122_043655_initial from './20261122_043655_initial';
import * as migration_20261122_053810_cms_uploads from './20261122_053810_cms_uploads';
import * as migration_20261122_152016_health_probes from './20261122_152016_health_probes';
import * as migration_20261122_160510_calendar_reminders from './20261122_160510_calendar_reminders';
import * as migration_20261122_163756_registration_lifecycle from './20261122_163756_registration_lifecycle';
import * as migration_20261122_165140_door_and_reports from './20261122_165140_door_and_reports';
import * as migration_20261125_105536_capabilities_and_lockout from './20261125_105536_capabilities_and_lockout';
import * as migration_20261125_125440_outbox_templates from './20261125_125440_outbox_templates';
import * as migration_20261125_143534_privacy from './20261125_143534_privacy';
import * as migration_20261125_153555_event_teams from './20261125_153555_event_teams';
import * as migration_20261125_161944_registration_questions from './20261125_161944_registration_questions';
import * as migration_20261125_182155_event_series from './20261125_182155_event_series';
import * as migration_20261125_150720_host_application_and_any_time_zone from './20261125_150720_host_application_and_any_time_zone';
import * as migration_20261125_180119_event_previous_start from './20261125_180119_event_previous_start';
import * as migration_20261125_182434_event_messages from './20261125_182434_event_messages';

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
    up: migration_20261125_153555_event_teams.up,
    down: migration_20261125_153555_event_teams.down,
    name: '20261125_153555_event_teams',
  },
  {
    up: migration_20261125_161944_registration_questions.up,
    down: migration_20261125_161944_registration_questions.down,
    name: '20261125_161944_registration_questions',
  },
  {
    up: migration_20261125_182155_event_series.up,
    down: migration_20261125_182155_event_series.down,
    name: '20261125_182155_event_series',
  },
  {
    up: migration_20261125_150720_host_application_and_any_time_zone.up,
    down: migration_20261125_150720_host_application_and_any_time_zone.down,
    name: '20261125_150720_host_application_and_any_time_zone',
  },
  {
    up: migration_20261125_180119_event_previous_start.up,
    down: migration_20261125_180119_event_previous_start.down,
    name: '20261125_180119_event_previous_start',
  },
  {
    up: migration_20261125_182434_event_messages.up,
    down: migration_20261125_182434_event_messages.down,
    name: '20261125_182434_event_messages'
  },
];
