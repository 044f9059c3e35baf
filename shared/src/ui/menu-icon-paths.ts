/*
 * Simple 24×24 glyphs drawn for Colabora (not Material's artwork) for every icon name the server
 * menu and the host use, so no icon depends on a web font that is not available offline. Paths
 * use the even-odd rule for their holes.
 */
export const MENU_ICON_PATHS: Readonly<Record<string, string>> = {
  // A banknote over another (even-odd: the note's face is a hole, the coin inside it is filled).
  payments: 'M2 5h17v11H2zM4 7v7h13V7zm6.5 1.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM21 8v10H5v-1.5h14.5V8z',
  volume_up: 'M3 9h4l5-4v14l-5-4H3zm12-.5a4.5 4.5 0 0 1 0 7v-1.8a2.8 2.8 0 0 0 0-3.4z',
  receipt_long: 'M6 2h12v20l-3-2-3 2-3-2-3 2V2zm3 5v2h6V7H9zm0 4v2h6v-2H9zm0 4v2h4v-2H9z',
  inventory_2: 'M3 3h18v5H3zM4 9h16v12H4zm6 3v2h4v-2z',
  qr_code_2:
    'M3 3h8v8H3zm2 2v4h4V5zM13 3h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zM13 13h3v3h-3zm5 0h3v3h-3zm-5 5h3v3h-3zm5 0h3v3h-3z',
  support_agent:
    'M12 2a8 8 0 0 0-8 8v5a2 2 0 0 0 2 2h2v-7H6a6 6 0 0 1 12 0h-2v7h2v1a2 2 0 0 1-2 2h-3v2h3a4 4 0 0 0 4-4v-6a8 8 0 0 0-8-8z',
  smart_toy:
    'M11 2h2v3h4a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3h4zM8.5 10a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM8 15v2h8v-2z',
  edit_note:
    'M3 5h12v2H3zm0 4h12v2H3zm0 4h8v2H3zm17.7-.3-1.4-1.4a1 1 0 0 0-1.4 0L13 16.2V19h2.8l4.9-4.9a1 1 0 0 0 0-1.4z',
  person_search:
    'M10 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM2 19c0-3 4-5 8-5 .7 0 1.4.1 2 .2A6 6 0 0 0 11.5 20H2zm16.5-5a3.5 3.5 0 1 0 1.6 6.6l1.9 1.9 1.1-1.1-1.9-1.9A3.5 3.5 0 0 0 18.5 14zm0 1.8a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4z',
  // An address book's card with a person on it (even-odd: the card's face is a hole).
  contacts: 'M4 3h16v18H4zm2 2v14h12V5zm6 2.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM8 17c0-2 2-3.2 4-3.2s4 1.2 4 3.2z',
  // Two people side by side (a team: the queues).
  groups:
    'M8 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm8 0a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM1 19c0-3.3 3.1-6 7-6s7 2.7 7 6zm15.5-6c3.3.2 6.5 2.6 6.5 6h-6a8 8 0 0 0-2.6-5.6 9 9 0 0 1 2.1-.4z',
  filter_alt: 'M3 4h18l-7 8.5V20l-4-2v-5.5z',
  campaign: 'M3 9h4l6-4v14l-6-4H3zm12 1h2v4h-2zm4-3 2-1v2l-2 1zm0 10 2 1v-2l-2-1z',
  data_object:
    'M8 3H6a2 2 0 0 0-2 2v4a2 2 0 0 1-2 2v2a2 2 0 0 1 2 2v4a2 2 0 0 0 2 2h2v-2H6v-5a2 2 0 0 0-1-2 2 2 0 0 0 1-2V5h2zm8 0h2a2 2 0 0 1 2 2v4a2 2 0 0 0 2 2v2a2 2 0 0 0-2 2v4a2 2 0 0 1-2 2h-2v-2h2v-5a2 2 0 0 1 1-2 2 2 0 0 1-1-2V5h-2z',
  send: 'M2 21l21-9L2 3v7l15 2-15 2z',
  cake: 'M12 2c1 1.5 1.5 2.5 1.5 3.5a1.5 1.5 0 0 1-3 0C10.5 4.5 11 3.5 12 2zM11 8h2v3h5a2 2 0 0 1 2 2v2.5c-1 0-1.5-.8-2.5-.8s-1.5.8-2.5.8-1.5-.8-2.5-.8-1.5.8-2.5.8-1.5-.8-2.5-.8S5 15.5 4 15.5V13a2 2 0 0 1 2-2h5zM4 17.5c1 0 1.5-.8 2.5-.8s1.5.8 2.5.8 1.5-.8 2.5-.8 1.5.8 2.5.8 1.5-.8 2.5-.8 1.5.8 2.5.8V22H4z',
  door_front: 'M5 3h14v18h2v1H3v-1h2zm2 2v16h10V5zm7 7a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  monitoring: 'M3 3h2v16h16v2H3zm4 10 4-4 3 3 5-6 1.5 1.3L14 15l-3-3-2.6 2.6z',
  // Three bars of a report beside a baseline.
  insights: 'M3 20h18v2H3zM5 12h3v6H5zm5.5-5h3v11h-3zM16 3h3v15h-3z',
  admin_panel_settings: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5zm-1 14-4-4 1.4-1.4L11 13.2l4.6-4.6L17 10z',
  apartment:
    'M4 21V3h10v4h6v14h-7v-4h-2v4zm2-16v2h2V5zm4 0v2h2V5zM6 9v2h2V9zm4 0v2h2V9zm6 0v2h2V9zM6 13v2h2v-2zm4 0v2h2v-2zm6 0v2h2v-2z',
  sync: 'M12 4V1L8 5l4 4V6a6 6 0 0 1 5.3 8.8l1.5 1.5A8 8 0 0 0 12 4zm-5.3 3.2L5.2 5.7A8 8 0 0 0 12 20v3l4-4-4-4v3a6 6 0 0 1-5.3-8.8z',
  upload_file: 'M6 2h8l6 6v14H4V2zm7 1.5V9h5.5zM11 19h2v-5h2.5L12 10.5 8.5 14H11z',
  account_circle:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 14a8 8 0 0 1-6.2-3c.8-1.6 3.4-2.5 6.2-2.5s5.4.9 6.2 2.5A8 8 0 0 1 12 20z',
  description: 'M6 2h8l6 6v14H4V2zm7 1.5V9h5.5zM8 12v2h8v-2zm0 4v2h8v-2z',
  key: 'M7 10a5 5 0 1 0 4.6 7H15v3h3v-3h3v-3h-9.4A5 5 0 0 0 7 10zm0 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  login:
    'M10 17l1.4 1.4L17.8 12l-6.4-6.4L10 7l3.6 3.6H2v2.8h11.6zM20 3h-8v2h8v14h-8v2h8a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z',
  person_add:
    'M15 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4zM6 10V7H4v3H1v2h3v3h2v-3h3v-2z',
  shield: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5z',
  install_mobile:
    'M7 1h10a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2zm0 3v16h10V4zm4 2h2v6h2.5L12 15.5 8.5 12H11z',
  /** Shown for a name without a glyph: a neutral dot rather than clipped ligature text. */
  unknown: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
};
