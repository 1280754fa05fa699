import type { EmbedKey } from '@motorpool/api';

/** Plain data for the embed key stories and tests; never imported by the library itself. */

const admin = { pk: 2, name: 'Ada Admin' };

export const intranetKey: EmbedKey = {
  pk: 31,
  key: 'mpk_Q2FsZW5kYXJJbnRyYW5ldDAx',
  name: 'Intranet calendar',
  allowed_origins: ['https://intranet.demo.fleet', 'http://localhost:5173'],
  scope: 'calendar_read',
  is_active: true,
  show_driver_name: false,
  created_by: admin,
  created_at: '2026-11-02T09:15:00.000Z',
  modified_at: '2026-11-02T09:15:00.000Z',
  revoked_at: null,
};

export const dealerKey: EmbedKey = {
  pk: 30,
  key: 'mpk_RGVhbGVyQm9va2luZ1BhZ2UwMg',
  name: 'Dealer booking page',
  allowed_origins: ['https://dealer.example.com'],
  scope: 'booking',
  is_active: false,
  show_driver_name: true,
  created_by: admin,
  created_at: '2026-10-20T03:00:00.000Z',
  modified_at: '2026-10-28T03:00:00.000Z',
  revoked_at: null,
};

export const revokedKey: EmbedKey = {
  pk: 29,
  key: 'mpk_T2xkUGFydG5lclNpdGUwMDAz',
  name: 'Old partner site',
  allowed_origins: ['https://old-partner.example.org'],
  scope: 'calendar_read',
  is_active: false,
  show_driver_name: false,
  created_by: null,
  created_at: '2026-03-01T00:00:00.000Z',
  modified_at: '2026-09-30T00:00:00.000Z',
  revoked_at: '2026-09-30T00:00:00.000Z',
};

export const embedKeys: EmbedKey[] = [intranetKey, dealerKey, revokedKey];
