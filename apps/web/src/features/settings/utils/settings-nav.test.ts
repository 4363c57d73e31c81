import { describe, expect, it } from 'vitest';
import {
  AVAILABLE_SETTINGS_PAGES,
  canEnterSettings,
  canManageSettings,
  isSettingsPageVisible,
  SETTINGS_PAGES,
  SETTINGS_SECTIONS,
  settingsPageVisibility,
  settingsPath,
} from './settings-nav.ts';

describe('settings navigation', () => {
  it('has the five sections of spec 01 §2.3 with their pages', () => {
    expect(SETTINGS_SECTIONS.map((section) => section.id)).toEqual([
      'organization',
      'billing',
      'users',
      'taxonomy',
      'activity',
    ]);
    expect(SETTINGS_SECTIONS[0]?.pages).toEqual([
      'general',
      'domain',
      'mentormatching',
      'metrics',
      'branding',
      'metadata',
      'login',
      'apply',
      'home',
      'navigation',
    ]);
    expect(SETTINGS_SECTIONS[2]?.pages).toEqual(['users', 'roles', 'permissions']);
    expect(settingsPath('logs')).toBe('/admin/configuration/logs');
    expect(SETTINGS_SECTIONS[1]?.pages).toEqual(['plan', 'flags', 'organisations']);
    expect(SETTINGS_SECTIONS[3]?.pages).toEqual(['industries']);
    expect(AVAILABLE_SETTINGS_PAGES.has('plan')).toBe(true);
    expect(AVAILABLE_SETTINGS_PAGES.has('industries')).toBe(true);
    expect(AVAILABLE_SETTINGS_PAGES.has('users')).toBe(true);
    expect(AVAILABLE_SETTINGS_PAGES.has('logs')).toBe(true);
    expect(AVAILABLE_SETTINGS_PAGES.has('permissions')).toBe(true);
    // Each page stands in one section only.
    expect(new Set(SETTINGS_PAGES).size).toBe(SETTINGS_PAGES.length);
    expect(SETTINGS_PAGES).toHaveLength(18);
  });

  it('puts the apply and home page layouts next to the login page, open to every settings user', () => {
    expect(settingsPath('apply')).toBe('/admin/configuration/apply');
    expect(settingsPath('home')).toBe('/admin/configuration/home');
    expect(AVAILABLE_SETTINGS_PAGES.has('apply')).toBe(true);
    expect(AVAILABLE_SETTINGS_PAGES.has('home')).toBe(true);
    expect(isSettingsPageVisible('apply', 'SubAdmin')).toBe(true);
    expect(isSettingsPageVisible('home', 'Admin')).toBe(true);
  });

  it('lets only the admin role group in', () => {
    expect(canManageSettings('Admin')).toBe(true);
    expect(canManageSettings('AdminCoach')).toBe(true);
    expect(canManageSettings('SubAdmin')).toBe(true);
    for (const type of ['Staff', 'Coach', 'Mentor', 'Cofounder', 'System', 'admin', '', null, undefined]) {
      expect(canManageSettings(type)).toBe(false);
    }
  });

  it('shows the feature flags page to the System role only, and lets it into the settings', () => {
    expect(canEnterSettings('System')).toBe(true);
    expect(canEnterSettings('Admin')).toBe(true);
    expect(canEnterSettings('Staff')).toBe(false);
    expect(isSettingsPageVisible('flags', 'System')).toBe(true);
    expect(isSettingsPageVisible('flags', 'Admin')).toBe(false);
    expect(isSettingsPageVisible('organisations', 'System')).toBe(true);
    expect(isSettingsPageVisible('organisations', 'Admin')).toBe(false);
    expect(settingsPath('organisations')).toBe('/admin/configuration/organisations');
    expect(isSettingsPageVisible('plan', 'Admin')).toBe(true);
    expect(isSettingsPageVisible('industries', 'SubAdmin')).toBe(true);
  });

  it('shows the custom navigation editor to holders of CUSTOM_NAV:EDIT only, once that is known', () => {
    expect(settingsPath('navigation')).toBe('/admin/configuration/navigation');
    expect(AVAILABLE_SETTINGS_PAGES.has('navigation')).toBe(true);
    expect(settingsPageVisibility('navigation', 'Admin')).toBe('pending');
    expect(settingsPageVisibility('navigation', 'Admin', { permissions: { 'CUSTOM_NAV:EDIT': null } })).toBe('pending');
    expect(isSettingsPageVisible('navigation', 'Admin', { permissions: { 'CUSTOM_NAV:EDIT': true } })).toBe(true);
    expect(settingsPageVisibility('navigation', 'SubAdmin', { permissions: { 'CUSTOM_NAV:EDIT': false } })).toBe(
      'hidden',
    );
    // Pages without a permission of their own do not wait for the permissions.
    expect(settingsPageVisibility('general', 'SubAdmin')).toBe('visible');
  });

  it('shows the metric settings only with the dataCollection flag', () => {
    expect(settingsPath('metrics')).toBe('/admin/configuration/metrics');
    expect(settingsPageVisibility('metrics', 'Admin')).toBe('pending');
    expect(isSettingsPageVisible('metrics', 'Admin', { flags: { dataCollection: true } })).toBe(true);
    expect(settingsPageVisibility('metrics', 'Admin', { flags: { dataCollection: false } })).toBe('hidden');
  });

  it('hides the activity feed when the activityFeed flag is off', () => {
    expect(settingsPageVisibility('logs', 'Admin')).toBe('pending');
    expect(isSettingsPageVisible('logs', 'Admin', { flags: { activityFeed: true } })).toBe(true);
    expect(settingsPageVisibility('logs', 'Admin', { flags: { activityFeed: false } })).toBe('hidden');
    // A page for platform operators stays hidden from the others whatever they hold.
    expect(
      settingsPageVisibility('flags', 'Admin', {
        permissions: { 'CUSTOM_NAV:EDIT': true },
        flags: { activityFeed: true },
      }),
    ).toBe('hidden');
  });
});
