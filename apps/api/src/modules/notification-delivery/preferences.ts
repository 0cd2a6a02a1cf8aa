import { NOTIFICATION_KINDS, type NotificationKind } from '@tabarru/contract/notifications';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  EMAIL_SETTINGS,
  NIGHT_KINDS,
  SECURITY_KINDS,
  type EmailSetting,
  type KindPreference,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
} from '@tabarru/contract/notification-preferences';

/** A stored choice: one kind and channel that differs from the default. */
export interface StoredPreference {
  kind: NotificationKind;
  channel: NotificationChannel;
  setting: string;
}

function storedSetting(channel: NotificationChannel, preference: KindPreference): string {
  if (channel === 'push') return preference.push ? 'on' : 'off';
  return preference.email;
}

function isEmailSetting(value: string): value is EmailSetting {
  return (EMAIL_SETTINGS as readonly string[]).includes(value);
}

/** The member's choice for one kind: the default, with what they changed. */
export function kindPreference(
  kind: NotificationKind,
  stored: readonly Omit<StoredPreference, 'kind'>[],
): KindPreference {
  const preference = { ...DEFAULT_NOTIFICATION_PREFERENCES[kind] };
  for (const row of stored) {
    if (row.channel === 'push') preference.push = row.setting === 'on';
    else if (isEmailSetting(row.setting)) preference.email = row.setting;
  }
  return preference;
}

/** Every kind's choice: the defaults, with the member's stored changes. */
export function preferencesOf(stored: readonly StoredPreference[]): NotificationPreferences {
  const entries = NOTIFICATION_KINDS.map((kind) => [
    kind,
    kindPreference(
      kind,
      stored.filter((row) => row.kind === kind),
    ),
  ]);
  return Object.fromEntries(entries) as NotificationPreferences;
}

/** A row to write (setting) or to remove (null: the choice is the default again). */
export interface PreferenceChange {
  kind: NotificationKind;
  channel: NotificationChannel;
  setting: string | null;
}

/** The rows a patch writes or removes, so only what differs from the defaults is stored. */
export function preferenceChanges(
  current: NotificationPreferences,
  patch: NotificationPreferencesPatch,
): PreferenceChange[] {
  const changes: PreferenceChange[] = [];
  for (const kind of NOTIFICATION_KINDS) {
    const asked = patch.kinds?.[kind];
    if (!asked) continue;
    const next: KindPreference = { ...current[kind], ...asked };
    for (const channel of ['push', 'email'] as const) {
      const value = storedSetting(channel, next);
      if (value === storedSetting(channel, current[kind])) continue;
      const isDefault = value === storedSetting(channel, DEFAULT_NOTIFICATION_PREFERENCES[kind]);
      changes.push({ kind, channel, setting: isDefault ? null : value });
    }
  }
  return changes;
}

/** Whether this kind may reach the member at night: only messages and claims, if they allow it. */
export function nightAllowedFor(kind: NotificationKind, nightChosen: boolean): boolean {
  return nightChosen && NIGHT_KINDS.includes(kind);
}

/** Whether an email of `kind` may go at night: as its push may, and always for the account's safety. */
export function emailAtNightFor(kind: NotificationKind, nightChosen: boolean): boolean {
  return nightAllowedFor(kind, nightChosen) || SECURITY_KINDS.includes(kind);
}

/** The stored setting of one kind and channel as a row value, turned off. */
export const OFF_SETTING: Record<NotificationChannel, string> = { push: 'off', email: 'off' };
